// In game (the compact layout): the same subscription line, "Votre abonnement" and
// negative balance as on the web.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CompactLayout } from '../../../src/app/compact-layout';
import { fakePlatform, renderWithShop, clickAndPaint } from '../../render';
import { resetStores } from '../../stores';
import { DEMO } from '../catalogue/fixtures';

const game = () => fakePlatform({ kind: 'nui', requestClose: () => {}, flags: { layout: 'compact', checkout: 'external', footer: false, socialLinks: false, carousel: false } });

describe('in game', () => {
  beforeEach(() => resetStores());

  it('the user menu shows the rank with "Se termine le 26 décembre 2026"', async () => {
    resetStores({ user: { ...DEMO, shopTokens: -1300, subscription: { rank: 'Gold', status: 'ending', until: '2026-12-26T10:00:00Z' } } });
    renderWithShop(<CompactLayout>page</CompactLayout>, { platform: game() });
    await clickAndPaint(screen.getByRole('button', { name: 'Menu de demo' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Gold Se termine le 26 décembre 2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '−1’300 H-Points' })).toBeTruthy();
  });

  it('"Renouvellement le 26 décembre 2026" for an active one', async () => {
    resetStores({ user: { ...DEMO, subscription: { rank: 'Gold', status: 'active', until: '2026-12-26T10:00:00Z' } } });
    renderWithShop(<CompactLayout>page</CompactLayout>, { platform: game() });
    await clickAndPaint(screen.getByRole('button', { name: 'Menu de demo' }));
    expect(screen.getByRole('menuitem', { name: 'Gold Renouvellement le 26 décembre 2026' })).toBeTruthy();
  });
});
