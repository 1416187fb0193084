import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LegalPage from '../../../src/features/pages/legal-page';
import PrivacyPage from '../../../src/features/pages/privacy-page';
import { mockApi } from '../../http-mock';
import { fakePlatform, renderWithShop } from '../../render';
import { HURRICANE, resetStores } from '../../stores';

const texts = (legalNotice: Record<string, string> = {}, privacy: Record<string, string> = {}) => mockApi({ 'GET /api/legalTexts': { body: { legalNotice, privacy } } });

afterEach(() => {
  vi.unstubAllGlobals();
  resetStores();
});

describe('legal page', () => {
  it("credits the artwork's icons as their licence asks: authors, licence, links", async () => {
    texts();
    const openExternal = vi.fn();
    renderWithShop(<LegalPage />, { platform: fakePlatform({ openExternal }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeTruthy();
    const credits = screen.getByRole('heading', { level: 2, name: 'Crédits' }).closest('section')!;
    expect(credits.textContent).toMatch(/game-icons\.net/);
    expect(credits.textContent).toMatch(/Lorc, Delapouite/);
    expect(credits.textContent).toMatch(/CC BY 3\.0/);
    fireEvent.click(within(credits).getByRole('link', { name: 'Licence CC BY 3.0' }));
    fireEvent.click(within(credits).getByRole('link', { name: 'game-icons.net' }));
    expect(openExternal.mock.calls).toEqual([['https://creativecommons.org/licenses/by/3.0/deed.fr'], ['https://game-icons.net/']]);
  });

  it("without the admin's text, its own sections name the shop of the settings", async () => {
    texts();
    resetStores({ identity: { ...HURRICANE, brand: { ...HURRICANE.brand, shopName: 'Atlas RP', currencyName: 'Atlas Coins' } } });
    renderWithShop(<LegalPage />);
    expect(await screen.findByText("La boutique Atlas RP est éditée par l'équipe du serveur de jeu de rôle Atlas RP, une communauté de joueurs sans but lucratif.")).toBeTruthy();
    renderWithShop(<PrivacyPage />);
    expect(await screen.findByText(/votre solde de Atlas Coins servent/)).toBeTruthy();
  });

  it("shows the admin's French text (as the server cleaned it) in place of its own sections", async () => {
    texts({ fr: '<h2>Éditeur</h2><p>Atlas SAS</p>' });
    renderWithShop(<LegalPage />);
    expect(await screen.findByText('Atlas SAS')).toBeTruthy();
    expect(screen.queryByText(/est éditée par/)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Éditeur' })).toBeTruthy();
  });
});
