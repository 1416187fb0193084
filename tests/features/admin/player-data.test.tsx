import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoPlayer, mockAdminApi, renderAdmin } from './admin-render';

// jsdom has no object URLs: the test gives them, then puts back what was there.
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL: objectUrls.create, revokeObjectURL: objectUrls.revoke });
});

const exported = { exportedAt: '2026-11-27T10:00:00.000Z', account: { id: 1, username: 'demo' }, characters: [], ledger: [], purchases: [], payments: [], tebexTransactions: [], subscriptions: [], rankPeriods: [], deliveries: [], contactMessages: [] };

describe('a player’s data', () => {
  it('"Exporter" downloads the server’s JSON as joueur-<id>.json', async () => {
    mockAdminApi({ 'GET /api/manage/players/1': { body: demoPlayer }, 'GET /api/manage/players/1/export': { body: exported } });
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:export'), revokeObjectURL: () => {} });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect([this.download, this.href]).toEqual(['joueur-1.json', 'blob:export']);
    });
    renderAdmin('/admin/joueurs/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter' }));
    expect(await screen.findByText('Fichier des données téléchargé.')).toBeTruthy();
    expect(clicked).toHaveBeenCalledOnce();
    expect(JSON.parse(await blobs[0]!.text())).toEqual(exported);
  });

  it('"Effacer" asks for a reason in a confirmation, then erases; an erased player cannot be erased again', async () => {
    let erased: string | null = null;
    const { calls } = mockAdminApi({
      'GET /api/manage/players/1': () => ({ body: { ...demoPlayer, erasedAt: erased } }),
      'POST /api/manage/players/1/erase': () => {
        erased = '2026-11-27T10:00:00.000Z';
        return { body: { ok: true } };
      },
    });
    renderAdmin('/admin/joueurs/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Effacer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Effacer ce joueur ?' });
    expect(within(dialog).getByText(/demo ne pourra plus se connecter/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Effacer' }));
    expect(await within(dialog).findByText('Requis')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/erase'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Motif'), { target: { value: 'Demande RGPD' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Effacer' }));
    expect(await screen.findByText('Joueur effacé.')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/erase'))?.json).toEqual({ reason: 'Demande RGPD' });
    await waitFor(() => expect(screen.getByText('Compte effacé')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Effacer' })).toBeNull();
  });
});
