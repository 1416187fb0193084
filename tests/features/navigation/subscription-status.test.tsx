// What a player sees of a subscription and of a negative balance: the rank with
// "Renouvellement le …" or "Se termine le …" (the day in Paris) in the user menu and
// the drawer, and the balance with a minus sign in the points button.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/api/contract/account';
import { MobileDrawer } from '../../../src/features/navigation/mobile-drawer';
import { NavBar } from '../../../src/features/navigation/nav-bar';
import { pointsLabel } from '../../../src/features/navigation/points-button';
import { overlays } from '../../../src/state/overlays';
import { renderWithShop, clickAndPaint } from '../../render';
import { resetStores } from '../../stores';
import { DEMO } from '../catalogue/fixtures';

// 23:30 UTC on 26 December is already the 27th in Paris (UTC+1).
const renewing: Account = { ...DEMO, subscription: { rank: 'Gold', status: 'active', until: '2026-12-26T23:30:00Z' } };
// 22:30 UTC on 30 June is 1 July in Paris (UTC+2).
const ending: Account = { ...DEMO, subscription: { rank: 'Gold', status: 'ending', until: '2026-06-30T22:30:00Z' } };

const openUserMenu = () => clickAndPaint(screen.getByRole('button', { name: 'Menu de demo' }));

describe('the subscription in the user menu (web)', () => {
  beforeEach(() => resetStores());

  it('an active subscription: the rank and "Renouvellement le 27 décembre 2026", leading to the ranks', async () => {
    resetStores({ user: renewing });
    const { location } = renderWithShop(<NavBar hidden={false} />);
    await openUserMenu();
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['demo', 'Gold Renouvellement le 27 décembre 2026', 'Sélection de personnage', 'Historique des transactions', 'Lier mon compte Discord', 'English', 'Déconnexion']);
    await clickAndPaint(screen.getByRole('menuitem', { name: 'Gold Renouvellement le 27 décembre 2026' }));
    expect(location.history.at(-1)).toBe('/abonnements');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('an ending subscription: "Se termine le 1 juillet 2026"', async () => {
    resetStores({ user: ending });
    renderWithShop(<NavBar hidden={false} />);
    await openUserMenu();
    expect(screen.getByRole('menuitem', { name: 'Gold Se termine le 1 juillet 2026' })).toBeTruthy();
    expect(screen.queryByText(/Renouvellement le/)).toBeNull();
  });

  it('no subscription (none, or an older server): the menu as before', async () => {
    for (const user of [{ ...DEMO, subscription: null }, DEMO]) {
      resetStores({ user });
      const { unmount } = renderWithShop(<NavBar hidden={false} />);
      await openUserMenu();
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['demo', 'Sélection de personnage', 'Historique des transactions', 'Lier mon compte Discord', 'English', 'Déconnexion']);
      unmount();
    }
  });
});

describe('the subscription in the mobile drawer', () => {
  beforeEach(() => resetStores());

  it('under the name: the rank and "Renouvellement le …" or "Se termine le …"', () => {
    resetStores({ user: renewing });
    overlays.mobileNavbar = true;
    const { unmount } = renderWithShop(<MobileDrawer />);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Renouvellement le 27 décembre 2026').parentElement!.textContent).toBe('Gold Renouvellement le 27 décembre 2026');
    unmount();
    resetStores({ user: ending });
    overlays.mobileNavbar = true;
    renderWithShop(<MobileDrawer />);
    expect(screen.getByText('Se termine le 1 juillet 2026')).toBeTruthy();
  });

  it('without a subscription, no date', () => {
    resetStores({ user: DEMO });
    overlays.mobileNavbar = true;
    renderWithShop(<MobileDrawer />);
    expect(screen.getByRole('img', { name: 'Rang Gold' })).toBeTruthy();
    expect(screen.queryByText(/Renouvellement le|Se termine le/)).toBeNull();
  });
});

describe('a negative balance', () => {
  beforeEach(() => resetStores());

  it('reads with a minus sign in the points button: "−1’300 H-Points"', () => {
    expect(pointsLabel(-1300, 'H-Points')).toBe('−1’300 H-Points');
    resetStores({ user: { ...DEMO, shopTokens: -1300 } });
    renderWithShop(<NavBar hidden={false} />);
    const button = screen.getByRole('link', { name: '−1’300 H-Points' });
    expect(button.textContent).toBe('−1’300 H-Points');
    expect(button.getAttribute('href')).toBe('/tokens');
  });

  it('and in the drawer', () => {
    resetStores({ user: { ...DEMO, shopTokens: -2500 } });
    overlays.mobileNavbar = true;
    renderWithShop(<MobileDrawer />);
    expect(screen.getByRole('link', { name: '−2’500 H-Points' })).toBeTruthy();
  });
});
