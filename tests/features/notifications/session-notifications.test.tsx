import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionNotifications } from '../../../src/features/notifications/use-session-notifications';
import { main } from '../../../src/state/main-store';
import { Toaster } from '../../../src/ui/toast';
import { resetStores } from '../../stores';

function Harness() {
  useSessionNotifications();
  return <Toaster />;
}

describe('login / logout notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetStores();
  });
  afterEach(() => vi.useRealTimers());

  it('"Connexion réussie" then "Déconnecté", each closing after 5 s and a 300 ms exit', async () => {
    render(<Harness />);
    await act(async () => void (main.notification = 'login'));
    expect(screen.getByText('Connexion réussie')).toBeTruthy();
    expect(main.notification).toBeNull();
    await act(async () => void (main.notification = 'logout'));
    expect(screen.getByText('Déconnecté')).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(5000));
    expect(screen.getByText('Déconnecté')).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(300));
    expect(screen.queryByText('Déconnecté')).toBeNull();
    expect(screen.queryByText('Connexion réussie')).toBeNull();
  });
});
