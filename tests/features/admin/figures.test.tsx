import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatsAnswer } from '../../../src/api/contract/manage-figures';
import type { ManagedPayment } from '../../../src/api/contract/manage-payments';
import { mockAdminApi, renderAdmin } from './admin-render';

afterEach(() => vi.unstubAllGlobals());

/** French amounts put a narrow no-break space before the €: read as plain spaces. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const zero = { cashGross: 0, cashRefunded: 0, cashNet: 0, pointsSpent: 0, pointsCredited: 0, purchases: 0, newPlayers: 0 };
const stats: StatsAnswer = {
  days: [
    { ...zero, day: '2025-03-01', cashGross: 0.1, cashNet: 0.1, pointsCredited: 1000, purchases: 1, newPlayers: 2 },
    { ...zero, day: '2025-03-02', cashGross: 0.2, cashRefunded: 0.1, cashNet: 0.1, pointsSpent: 600, purchases: 2 },
  ],
  currency: 'EUR',
  topProducts: [{ itemId: 'points_2500', name: '2’500 H-Points', count: 3, points: 0, cash: 59.97 }],
  subscriptions: { active: { Gold: 2 }, monthlyRecurring: 29.98 },
};

describe('the dashboard', () => {
  it('asks the period in the address, adds the totals in cents, and shows each chart’s numbers as a table', async () => {
    const { calls } = mockAdminApi({ 'GET /api/manage/stats': { body: stats } });
    renderAdmin('/admin?du=2025-03-01&au=2025-03-02');
    const totals = await screen.findByRole('region', { name: 'Totaux de la période' });
    const total = (label: string) => plain(within(totals).getByText(label).nextElementSibling?.textContent);
    // 0.1 + 0.2 as floats is 0.30000000000000004: the totals add cents.
    expect(total('Encaissé')).toBe('0,30 €');
    expect(total('Remboursé ou contesté')).toBe('0,10 €');
    expect(total('Net')).toBe('0,20 €');
    expect(total('Crédité en H-Points')).toBe('1’000');
    expect(total('Achats')).toBe('3');
    expect(total('Nouveaux joueurs')).toBe('2');
    expect(calls.find((c) => c.path === '/api/manage/stats')?.url.search).toBe('?from=2025-03-01&to=2025-03-02');
    const cash = screen.getByRole('region', { name: 'Argent par jour : tableau' });
    expect(within(cash).getAllByRole('row').map((row) => plain(row.textContent))).toEqual([
      'JourEncaisséRemboursé ou contestéNet', '01/030,10 €0,00 €0,10 €', '02/030,20 €0,10 €0,10 €',
    ]);
    expect(within(screen.getByRole('region', { name: 'Meilleures ventes de la période' })).getByText(/^59,97\s€$/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Abonnements actifs' })).getByText('Gold')).toBeTruthy();
    expect(screen.getByText(/^29,98\s€$/)).toBeTruthy();
  });

  it('refuses a reversed period in French without asking the server', async () => {
    const { calls } = mockAdminApi({ 'GET /api/manage/stats': { body: stats } });
    renderAdmin('/admin?du=2025-03-01&au=2025-03-02');
    await screen.findByRole('region', { name: 'Totaux de la période' });
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2025-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(screen.getByRole('alert').textContent).toBe('Choisissez deux dates, la première avant la seconde, 366 jours au plus.');
    expect(calls.filter((c) => c.path === '/api/manage/stats')).toHaveLength(1);
  });
});

const unmatched: ManagedPayment = {
  transactionId: 'tbx-1', at: '2025-03-01T10:00:00.000Z', state: 'unmatched', amount: 9.99, currency: 'EUR', buyer: null,
  customer: 'cfx_buyer', products: [{ name: '1000 H-Points', quantity: 1 }], reason: 'acheteur inconnu',
};

describe('Paiements Tebex', () => {
  it('credits an unmatched payment to the player picked, after the confirmation', async () => {
    const { calls } = mockAdminApi({
      'GET /api/manage/payments': { body: { payments: [unmatched] } },
      'GET /api/manage/players': { body: { players: [{ id: '1', username: 'demo', license: 'license:abc', discordId: null, shopTokens: 0, rank: null }] } },
      'POST /api/manage/payments/tbx-1/credit': { body: { credited: { points: 1000 } } },
    });
    renderAdmin('/admin/paiements');
    const row = (await screen.findByText('tbx-1')).closest('tr')!;
    expect(within(row).getByText('Sans acheteur reconnu')).toBeTruthy();
    expect(within(row).getByText(/^9,99\s€$/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Créditer à un joueur' }));
    const dialog = screen.getByRole('dialog', { name: 'Créditer à un joueur' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créditer à un joueur' }));
    expect(within(dialog).getByText('Choisissez un joueur dans les résultats.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Rechercher un joueur' }), { target: { value: 'demo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
    fireEvent.click(await within(dialog).findByRole('radio', { name: /demo/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créditer à un joueur' }));
    expect(await screen.findByText('Paiement crédité à demo.')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.init.method === 'POST').map((c) => c.json)).toEqual([{ accountId: '1' }]));
  });
});
