// The console's Soldes page: the list with each sale's state, a new sale put with its
// Paris dates as instants, the form's French rules, and a running sale ended at once.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManagedSale } from '../../../src/api/contract/manage-sales';
import { mockAdminApi, pack, renderAdmin, sword } from './admin-render';

afterEach(() => vi.unstubAllGlobals());
// A new sale's id: "solde-" and 12 random hex characters.
vi.mock('../../../src/lib/random-token', () => ({ randomToken: () => 'abcdef0123456789abcdef0123456789' }));

const DAY = 86_400_000;
const running: ManagedSale = {
  id: 'ete', name: 'Soldes d’été', percent: 20, itemIds: ['sword'], categories: ['vehicle'],
  startsAt: new Date(Date.now() - DAY).toISOString(), endsAt: new Date(Date.now() + DAY).toISOString(),
};
const routes = (sales: ManagedSale[]) => ({
  'GET /api/manage/sales': { body: { sales } },
  'GET /api/manage/products': { body: { products: [sword, pack], sold: {} } },
});

describe('the Soldes page', () => {
  it('lists the sales with their percent, scope and state', async () => {
    mockAdminApi(routes([running]));
    renderAdmin('/admin/soldes');
    const row = (await screen.findByText('Soldes d’été')).closest('tr')!;
    expect(within(row).getByText('−20 %')).toBeTruthy();
    expect(within(row).getByText('Véhicule, 1 produit')).toBeTruthy();
    expect(within(row).getByText('En cours')).toBeTruthy();
  });

  it('a new sale: French rules first, then a PUT with its Paris dates as instants; only points products are offered', async () => {
    const { calls } = mockAdminApi({ ...routes([]), 'PUT /api/manage/sales/solde-abcdef012345': (call) => ({ body: { id: 'x', ...(call.json as object) } }) });
    renderAdmin('/admin/soldes');
    fireEvent.click(await screen.findByRole('button', { name: 'Nouvelle solde' }));
    const form = await screen.findByRole('form', { name: 'Nouvelle solde' });
    expect(within(form).queryByText(/1000 H-Points/)).toBeNull();
    fireEvent.change(within(form).getByLabelText('Réduction (%)'), { target: { value: '95' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Entre 5 et 90')).toBeTruthy();
    expect(within(form).getByText('Choisissez au moins un produit ou une catégorie')).toBeTruthy();
    expect(within(form).getByText('Requis')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Nom'), { target: { value: 'Black Friday' } });
    fireEvent.change(within(form).getByLabelText('Réduction (%)'), { target: { value: '30' } });
    fireEvent.change(within(form).getByLabelText('Début (heure de Paris)'), { target: { value: '2030-11-29T00:00' } });
    fireEvent.change(within(form).getByLabelText('Fin (heure de Paris)'), { target: { value: '2030-12-01T23:59' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Épée (sword)' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Solde « Black Friday » enregistrée.')).toBeTruthy();
    const put = calls.find((call) => call.init.method === 'PUT')!;
    expect(put.json).toEqual({
      name: 'Black Friday', percent: 30, itemIds: ['sword'], categories: [], startsAt: '2030-11-28T23:00:00.000Z', endsAt: '2030-12-01T22:59:00.000Z',
    });
  });

  it('"Terminer maintenant" ends a running sale now, once confirmed', async () => {
    const { calls } = mockAdminApi({ ...routes([running]), 'PUT /api/manage/sales/ete': (call) => ({ body: { id: 'ete', ...(call.json as object) } }) });
    renderAdmin('/admin/soldes');
    fireEvent.click(await screen.findByRole('button', { name: 'Terminer maintenant Soldes d’été' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Terminer maintenant' })).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Solde « Soldes d’été » terminée.')).toBeTruthy();
    const put = calls.find((call) => call.init.method === 'PUT')!;
    expect(put.json).toMatchObject({ name: 'Soldes d’été', percent: 20, startsAt: running.startsAt });
    expect(Math.abs(Date.parse((put.json as ManagedSale).endsAt) - Date.now())).toBeLessThan(60_000);
  });
});
