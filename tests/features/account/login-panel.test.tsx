import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPanel from '../../../src/features/account/login-panel';
import { LOGIN_CLOSE_DELAY_MS, LOGIN_SUBMIT_DELAY_MS } from '../../../src/features/account/login-form';
import { main } from '../../../src/state/main-store';
import { renderWithShop } from '../../render';
import { overlays } from '../../../src/state/overlays';
import { demoAccount } from './demo-account';
import { mockApi } from '../../http-mock';
import { resetStores } from '../../stores';

// The form is a chunk of its own: once it is in, every panel shows it at once.
beforeAll(async () => {
  overlays.login = true;
  renderWithShop(<LoginPanel />);
  await screen.findByRole('button', { name: 'Se connecter' });
  cleanup();
});
beforeEach(() => {
  resetStores();
  overlays.login = true;
  window.scrollTo = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const fields = () => ({
  username: screen.getByLabelText("Nom d'utilisateur"),
  password: screen.getByLabelText('Mot de passe'),
});

describe('login panel', () => {
  it('shows the form, the forum button, "Retour" and the game guide button', () => {
    renderWithShop(<LoginPanel />);
    expect(screen.getByRole('dialog', { name: 'Connexion' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.getByLabelText('Se souvenir de moi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se connecter avec Cfx.re' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(overlays.login).toBe(false);
  });

  it('says "Requis" for empty fields on submit and on blur', async () => {
    renderWithShop(<LoginPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.getAllByText('Requis')).toHaveLength(2));
  });

  it('checks 2 to 40 characters on change', async () => {
    renderWithShop(<LoginPanel />);
    fireEvent.change(fields().username, { target: { value: 'a' } });
    expect(await screen.findByText('2 caractères minimum')).toBeTruthy();
    fireEvent.change(fields().username, { target: { value: 'ab' } });
    await waitFor(() => expect(screen.queryByText('2 caractères minimum')).toBeNull());
    fireEvent.change(fields().password, { target: { value: 'x'.repeat(41) } });
    expect(await screen.findByText('40 caractères maximum')).toBeTruthy();
  });

  it('validates on blur', async () => {
    renderWithShop(<LoginPanel />);
    fireEvent.focus(fields().username);
    fireEvent.blur(fields().username);
    expect(await screen.findByText('Requis')).toBeTruthy();
  });

  it('sends 500 ms after submit, stores the user, records "login" and closes after 200 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({ 'POST /api/login': { body: demoAccount } });
    renderWithShop(<LoginPanel />);
    fireEvent.change(fields().username, { target: { value: 'demo' } });
    fireEvent.change(fields().password, { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByLabelText('Se souvenir de moi'));
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_SUBMIT_DELAY_MS - 50));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(60));
    await waitFor(() => expect(main.user?.username).toBe('demo'));
    expect(calls[0]?.json).toEqual({ username: 'demo', password: 'demo1234', remember: true });
    expect(main.notification).toBe('login');
    expect(overlays.login).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_CLOSE_DELAY_MS));
    expect(overlays.login).toBe(false);
  });

  it("shows the server's text on a wrong password, dismissable, and the fallback without a body", async () => {
    mockApi({ 'POST /api/login': { status: 401, body: { error: "Nom d'utilisateur ou mot de passe incorrect." } } });
    renderWithShop(<LoginPanel />);
    fireEvent.change(fields().username, { target: { value: 'demo' } });
    fireEvent.change(fields().password, { target: { value: 'mauvais' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert', {}, { timeout: 2000 })).textContent).toContain("Nom d'utilisateur ou mot de passe incorrect.");
    expect(main.user).toBeNull();
    expect(overlays.login).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: "Fermer le message d'erreur" }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    mockApi({ 'POST /api/login': { status: 500 } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert', {}, { timeout: 2000 })).textContent).toContain(
      'Erreur lors de la tentative de connexion avec Hurricane',
    );
  });

  it('opens the game guide: F2 steps, back arrow, Escape closes it only and focus returns', async () => {
    renderWithShop(<LoginPanel />);
    const opener = screen.getByRole('button', { name: 'Connexion à partir du jeu' });
    opener.focus();
    fireEvent.click(opener);
    const guide = screen.getByRole('dialog', { name: 'Connexion à partir du jeu' });
    expect(guide.textContent).toContain('F2');
    expect(guide.textContent).toContain('« Se connecter sur la nouvelle boutique »');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() => expect(guide.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Connexion à partir du jeu' })).toBeNull();
    expect(overlays.login).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(opener));
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Revenir au formulaire' }));
    expect(screen.queryByRole('dialog', { name: 'Connexion à partir du jeu' })).toBeNull();
  });
});
