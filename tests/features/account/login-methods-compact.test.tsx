import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginMethods } from '../../../src/features/account/login-methods.compact';
import LoginPanel from '../../../src/features/account/login-panel';
import { showLoginError } from '../../../src/features/account/login-state';
import { overlays } from '../../../src/state/overlays';
import { fakePlatform, renderWithShop } from '../../render';
import { resetStores } from '../../stores';

// The login panel as the game's build has it: with the in-game sign-in.
vi.mock('../../../src/features/account/login-methods', async () => import('../../../src/features/account/login-methods.compact'));

function LoginPanelWithGameLogin() {
  overlays.login = true;
  return <LoginPanel />;
}

describe('in-game sign-in', () => {
  it('asks the game for a token once, and offers the web shop', () => {
    const requestLogin = vi.fn();
    const openExternal = vi.fn();
    const platform = fakePlatform({ requestLogin, openExternal });
    renderWithShop(<LoginMethods />, { platform });
    expect(screen.queryByLabelText('Mot de passe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter depuis le jeu' }));
    const waiting = screen.getByRole('button', { name: 'Connexion en cours…' }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    fireEvent.click(waiting);
    expect(requestLogin).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir la boutique en ligne' }));
    expect(openExternal).toHaveBeenCalledWith(platform.config.webShopUrl);
  });
});

describe('in-game sign-in with no answer from the game', () => {
  afterEach(() => vi.useRealTimers());

  it('after 15 s the panel says why, in French, and "Réessayer" asks the game again', async () => {
    vi.useFakeTimers();
    resetStores();
    const requestLogin = vi.fn();
    renderWithShop(<LoginPanelWithGameLogin />, { platform: fakePlatform({ requestLogin }) });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter depuis le jeu' }));
    expect(screen.getByRole('button', { name: 'Connexion en cours…' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(15_000 - 1));
    expect(screen.queryByText('Le jeu n’a pas répondu à temps. Réessayez.')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Le jeu n’a pas répondu à temps. Réessayez.')).toBeTruthy();
    const retry = screen.getByRole('button', { name: 'Réessayer' }) as HTMLButtonElement;
    expect(retry.disabled).toBe(false);
    await act(async () => fireEvent.click(retry));
    expect(requestLogin).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Le jeu n’a pas répondu à temps. Réessayez.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Connexion en cours…' })).toBeTruthy();
  });

  it('a refusal from the game (loginFailed) keeps its own words past the 15 s', async () => {
    vi.useFakeTimers();
    resetStores();
    renderWithShop(<LoginPanelWithGameLogin />, { platform: fakePlatform({ requestLogin: vi.fn() }) });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter depuis le jeu' }));
    await act(async () => showLoginError('Jeton refusé'));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(screen.getByText('Jeton refusé')).toBeTruthy();
    expect(screen.queryByText('Le jeu n’a pas répondu à temps. Réessayez.')).toBeNull();
  });
});
