import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../src/app/routes';
import { renderWithShop } from '../render';

describe('route table', () => {
  it('shows the PAGE_NOT_FOUND page on an unknown route', async () => {
    renderWithShop(<AppRoutes />, { path: '/nulle/part/ici' });
    expect(await screen.findByText("Cette page n'existe pas")).toBeTruthy();
    expect(screen.getByRole('button', { name: "Retour à l'accueil" })).toBeTruthy();
  });

  it('redirects a legacy category name to its plural form, keeping the item', async () => {
    const { location } = renderWithShop(<AppRoutes />, { path: '/vehicule/42' });
    await screen.findByText('Véhicules', { selector: 'h1' });
    expect(location.history.at(-1)).toBe('/vehicules/42');
  });

  it('the 404 button goes home', async () => {
    const { location } = renderWithShop(<AppRoutes />, { path: '/inconnu' });
    (await screen.findByRole('button', { name: "Retour à l'accueil" })).click();
    await screen.findByText('Bienvenue sur la boutique Hurricane');
    expect(location.history.at(-1)).toBe('/');
  });
});
