import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HistoryPopup from '../../../src/features/history/history-popup';
import { main } from '../../../src/state/main-store';
import { renderWithShop } from '../../render';
import { overlays } from '../../../src/state/overlays';
import { demoAccount } from '../account/demo-account';
import { mockApi } from '../../http-mock';
import { resetStores } from '../../stores';

const tx = (n: number, origin = 'shop') => ({
  id: `${origin}-${n}`,
  date: new Date(Date.UTC(2025, 0, n, 12)).toISOString(),
  packageData: { id: n, name: n === 3 ? 'Pack gang' : `Produit ${n}` },
  quantity: 1,
});

beforeEach(() => {
  resetStores();
  main.user = demoAccount;
  overlays.history = true;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const rows = () => within(screen.getByRole('list')).getAllByRole('button').map((b) => b.getAttribute('aria-label'));

describe('history popup', () => {
  it('403 reads "Aucune transaction"', async () => {
    mockApi({ 'GET /api/getPlayerTransactions': { status: 403, body: { error: 'Aucune transaction' } } });
    renderWithShop(<HistoryPopup />);
    expect(await screen.findByText('Aucune transaction')).toBeTruthy();
  });

  it('empty lists read "Aucune transaction"', async () => {
    mockApi({ 'GET /api/getPlayerTransactions': { body: { shop: [], tebex: [] } } });
    renderWithShop(<HistoryPopup />);
    expect(await screen.findByText('Aucune transaction')).toBeTruthy();
  });

  it("any other failure reads \"Echec de la récupération de l'historique\"", async () => {
    mockApi({ 'GET /api/getPlayerTransactions': { status: 500 } });
    renderWithShop(<HistoryPopup />);
    expect(await screen.findByText("Echec de la récupération de l'historique")).toBeTruthy();
  });

  it('pages by 6, sorts newest or oldest first, filters by name or id, and opens a detail', async () => {
    const shop = Array.from({ length: 7 }, (_, i) => tx(i + 1));
    mockApi({ 'GET /api/getPlayerTransactions': { body: { shop, tebex: [tx(9, 'tebex')] } } });
    renderWithShop(<HistoryPopup />);
    await screen.findByText('Page 1 / 2');
    expect(rows()).toHaveLength(6);
    expect(rows()[0]).toBe('Détails de Produit 9');
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(screen.getByText('Page 2 / 2')).toBeTruthy();
    expect(rows()).toHaveLength(2);
    fireEvent.change(screen.getByRole('combobox', { name: 'Trier' }), { target: { value: 'oldest' } });
    expect(rows()[0]).toBe('Détails de Produit 1');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'pack' } });
    expect(rows()).toEqual(['Détails de Pack gang']);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'TEBEX-9' } });
    expect(rows()).toEqual(['Détails de Produit 9']);
    fireEvent.click(screen.getByRole('button', { name: 'Détails de Produit 9' }));
    expect(screen.getByText('tebex-9')).toBeTruthy();
    expect(screen.getByText('Tebex')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retour à la liste' }));
    expect(rows()).toEqual(['Détails de Produit 9']);
  });

  it('a new sort or filter returns to page 1 (issue 24, item 9)', async () => {
    const shop = Array.from({ length: 8 }, (_, i) => tx(i + 1));
    mockApi({ 'GET /api/getPlayerTransactions': { body: { shop, tebex: [tx(9, 'tebex')] } } });
    renderWithShop(<HistoryPopup />);
    await screen.findByText('Page 1 / 2');
    const next = () => fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    next();
    expect(screen.getByText('Page 2 / 2')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Trier' }), { target: { value: 'oldest' } });
    expect(screen.getByText('Page 1 / 2')).toBeTruthy();
    expect(rows()).toEqual(['Produit 1', 'Produit 2', 'Pack gang', 'Produit 4', 'Produit 5', 'Produit 6'].map((name) => `Détails de ${name}`));
    next();
    fireEvent.change(screen.getByRole('combobox', { name: 'Trier' }), { target: { value: 'newest' } });
    expect(screen.getByText('Page 1 / 2')).toBeTruthy();
    expect(rows()[0]).toBe('Détails de Produit 9');
    next();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'produit' } });
    expect(screen.getByText('Page 1 / 2')).toBeTruthy();
    expect(rows()[0]).toBe('Détails de Produit 9');
  });

  it('lists monthly credits and reversals with their signed points, and a detail says them too', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12)).toISOString();
    const tebex = [
      { id: 'tbx-1', date: at(1), packageData: { id: 102, name: 'Gold' }, quantity: 1, kind: 'tebex', points: 1200 },
      { id: 'mon-2', date: at(2), packageData: { id: 102, name: 'Points mensuels Gold' }, quantity: 1, kind: 'monthly', points: 1200 },
      { id: 'rev-3', date: at(3), packageData: { id: 201, name: 'Remboursement' }, quantity: 1, kind: 'reversal', points: -2500 },
      { id: 'rev-4', date: at(4), packageData: { id: 201, name: 'Litige' }, quantity: 1, kind: 'reversal', points: -1200 },
      { id: 'rev-5', date: at(5), packageData: { id: 201, name: 'Litige gagné' }, quantity: 1, kind: 'reversal', points: 1200 },
    ];
    const shop = [{ id: 'buy-6', date: at(6), packageData: { id: 'kit', name: 'Kit de réparation' }, quantity: 2, kind: 'purchase', points: -500 }];
    mockApi({ 'GET /api/getPlayerTransactions': { body: { shop, tebex } } });
    renderWithShop(<HistoryPopup />);
    await screen.findByText('Page 1 / 1');
    const lines = within(screen.getByRole('list')).getAllByRole('button').map((line) => [...line.children].slice(0, 2).map((part) => part.textContent));
    expect(lines).toEqual([
      ['Kit de réparation × 2', '−500 H-Points'],
      ['Litige gagné', '+1’200 H-Points'],
      ['Litige', '−1’200 H-Points'],
      ['Remboursement', '−2’500 H-Points'],
      ['Points mensuels Gold', '+1’200 H-Points'],
      ['Gold × 1', '+1’200 H-Points'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Détails de Remboursement' }));
    const detail = screen.getByText('Produit', { selector: 'dt' }).closest('dl')!;
    const pairs = [...detail.children].map((node) => node.textContent);
    expect(pairs).toContain('H-Points');
    expect(pairs[pairs.indexOf('H-Points') + 1]).toBe('−2’500 H-Points');
    expect(pairs).not.toContain('Quantité');
  });

  it('a line without points (an older server) shows none', async () => {
    mockApi({ 'GET /api/getPlayerTransactions': { body: { shop: [tx(1)], tebex: [] } } });
    renderWithShop(<HistoryPopup />);
    await screen.findByText('Page 1 / 1');
    expect(screen.queryByText(/H-Points$/)).toBeNull();
    expect(screen.getByText('Produit 1 × 1')).toBeTruthy();
  });

  it('loads when opened, then at most once per 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    overlays.history = false;
    const { calls } = mockApi({ 'GET /api/getPlayerTransactions': { body: { shop: [tx(1)], tebex: [] } } });
    renderWithShop(<HistoryPopup />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(calls).toHaveLength(0);
    act(() => void (overlays.history = true));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(main.transactions?.shop).toHaveLength(1));
    act(() => void (overlays.history = false));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    act(() => void (overlays.history = true));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(calls).toHaveLength(1);
    act(() => void (overlays.history = false));
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    act(() => void (overlays.history = true));
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
