import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../server/services/default-settings';
import type { ManagedProduct } from '../../../src/api/contract/manage';
import type { Settings } from '../../../src/api/contract/settings';
import { renderAdmin, mockAdminApi } from './admin-render';

afterEach(() => vi.unstubAllGlobals());

const rank = (itemId: string, name: string): ManagedProduct => ({
  itemId, label: itemId, name, category: 'Grades', price: 9.99, moneyType: 'cash', description: '', images: [], index: 0, hidden: false,
});
const routes = {
  'GET /api/manage/settings': { body: DEFAULT_SETTINGS },
  'GET /api/manage/products': {
    body: { products: [rank('grade_vip_silver', 'VIP Silver'), rank('grade_gold', 'Gold'), rank('grade_diamond', 'Diamond'), rank('grade_emeraude', 'Émeraude'), rank('grade_rubis', 'Rubis')], sold: {} },
  },
};

describe('settings', { timeout: 30_000 }, () => {
  it('saves a new name, currency and accent; a removed rank leaves the perks with it', async () => {
    const { calls } = mockAdminApi({ ...routes, 'PUT /api/manage/settings': (call) => ({ body: call.json }) });
    renderAdmin('/admin/reglages');
    fireEvent.change(await screen.findByLabelText('Nom de la boutique'), { target: { value: 'Atlas RP' } });
    fireEvent.change(screen.getByLabelText('Nom de la monnaie (au pluriel)'), { target: { value: 'Atlas Coins' } });
    fireEvent.change(screen.getByLabelText('Couleur d’accent'), { target: { value: '#2563eb' } });
    expect(await screen.findByText('Contraste avec le fond : 3,7:1 (3:1 au moins).')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer Rubis' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'PUT')).toBe(true));
    const sent = calls.find((call) => call.init.method === 'PUT')!.json as Settings;
    expect(sent).toMatchObject({ shopName: 'Atlas RP', currencyName: 'Atlas Coins', accentColor: '#2563eb' });
    expect(sent.ranks.products).toEqual(['grade_vip_silver', 'grade_gold', 'grade_diamond', 'grade_emeraude']);
    expect(sent.ranks.perks.every((perk) => !('grade_rubis' in perk.values))).toBe(true);
    expect(await screen.findByText(/^Réglages enregistrés\./)).toBeTruthy();
  });

  it('refuses what the contract refuses, in French naming the field, and sends nothing', async () => {
    const { calls } = mockAdminApi(routes);
    renderAdmin('/admin/reglages');
    fireEvent.change(await screen.findByLabelText('Nom de la boutique'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Identifiant du serveur 1'), { target: { value: 'Pas Valide' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Nom de la boutique : ne peut pas être vide.')).toBeTruthy();
    expect(screen.getAllByText(/Identifiant de serveur de jeu : de 1 à 32 lettres minuscules, chiffres ou « _ »\./).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.init.method === 'PUT')).toBe(false);
  });
});
