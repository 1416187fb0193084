import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overlays } from '../../../src/state/overlays';
import { playerAccount, renderAdmin, mockAdminApi } from './admin-render';

afterEach(() => vi.unstubAllGlobals());

describe('who sees the console', () => {
  it('invites a visitor to log in, and shows nothing of the console', async () => {
    const { calls } = mockAdminApi({});
    renderAdmin('/admin', null);
    expect(screen.getByRole('heading', { name: 'Accès refusé' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('La console est réservée aux administrateurs. Connectez-vous avec un compte administrateur.');
    expect(screen.queryByRole('navigation', { name: 'Console d’administration' })).toBeNull();
    screen.getByRole('button', { name: 'Se connecter' }).click();
    expect(overlays.login).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('refuses a player (no login invitation, no call)', () => {
    const { calls } = mockAdminApi({});
    renderAdmin('/admin/catalogue', playerAccount);
    expect(screen.getByRole('alert').textContent).toBe('Votre compte n’est pas administrateur : la console ne vous est pas ouverte.');
    expect(screen.queryByRole('button', { name: 'Se connecter' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' }).getAttribute('href')).toBe('/');
    expect(calls).toHaveLength(0);
  });

  it('shows an admin the tabs, the current one marked', async () => {
    mockAdminApi({});
    renderAdmin('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Console d’administration' });
    const names = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);
    expect(names).toEqual([
      ['Tableau de bord', '/admin', 'page'],
      ['Joueurs', '/admin/joueurs', null],
      ['Catalogue', '/admin/catalogue', null],
      ['Soldes', '/admin/soldes', null],
      ['Paiements Tebex', '/admin/paiements', null],
      ['Livraisons', '/admin/livraisons', null],
      ['Messages', '/admin/messages', null],
      ['Journal', '/admin/journal', null],
      ['Réglages', '/admin/reglages', null],
      ['Sécurité', '/admin/securite', null],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeTruthy();
  });

  it('shows the server’s French refusal when the session is no longer an admin’s', async () => {
    mockAdminApi({ 'GET /api/manage/players': { status: 403, body: { error: 'Accès réservé aux administrateurs.' } } });
    renderAdmin('/admin/joueurs?q=demo');
    expect(await screen.findByText('Accès réservé aux administrateurs.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('says so for an unknown console address', async () => {
    mockAdminApi({});
    renderAdmin('/admin/inconnu');
    expect(await screen.findByText('Cette page de la console n’existe pas.')).toBeTruthy();
  });
});
