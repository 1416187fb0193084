import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginMethods } from '../../../src/features/account/login-methods.compact';
import { fakePlatform, renderWithShop } from '../../render';

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
