import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoPlayer, renderAdmin, mockAdminApi } from './admin-render';

afterEach(() => vi.unstubAllGlobals());

const stuck = demoPlayer.deliveries[0]!;
const acked = { ...stuck, id: '78', claims: 1, ackedAt: '2026-11-21T10:00:00.000Z', itemId: 'helmet' };

describe('deliveries', () => {
  it('lists the pending ones by default, then the stuck ones', async () => {
    const { calls } = mockAdminApi({ 'GET /api/manage/deliveries': { body: { deliveries: [stuck, acked] } } });
    const { location } = renderAdmin('/admin/livraisons');
    const row = (await screen.findByText('sword')).closest('tr')!;
    expect(calls[0]?.url.search).toBe('?state=pending');
    expect(within(row).getByRole('link', { name: 'demo' }).getAttribute('href')).toBe('/admin/joueurs/1');
    expect(within(row).getByText('Bloquée')).toBeTruthy();
    expect(within(row).getByText('Livrer')).toBeTruthy();
    const done = screen.getByText('helmet').closest('tr')!;
    expect(within(done).getByText(/^Livrée le /)).toBeTruthy();
    expect(within(done).queryByRole('button')).toBeNull();
    fireEvent.change(screen.getByLabelText('Afficher'), { target: { value: 'stuck' } });
    await waitFor(() => expect(calls.at(-1)?.url.search).toBe('?state=stuck'));
    expect(location.history?.at(-1)).toBe('/admin/livraisons?etat=stuck');
  });

  it('retries one, and cancels one once confirmed', async () => {
    const { calls } = mockAdminApi({
      'GET /api/manage/deliveries': { body: { deliveries: [stuck] } },
      'POST /api/manage/deliveries/77/retry': { body: { ok: true } },
      'POST /api/manage/deliveries/77/cancel': { body: { ok: true } },
    });
    renderAdmin('/admin/livraisons?etat=stuck');
    fireEvent.click(await screen.findByRole('button', { name: 'Relancer' }));
    expect(await screen.findByText('La livraison repartira à la prochaine réclamation du serveur de jeu.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler la livraison' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler la livraison ?' });
    expect(within(dialog).getByText('sword ×1 pour demo ne sera pas livré.')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/cancel'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Livraison annulée.')).toBeTruthy();
    expect(calls.filter((call) => call.init.method === 'POST').map((call) => call.path)).toEqual(['/api/manage/deliveries/77/retry', '/api/manage/deliveries/77/cancel']);
  });
});

describe('contact messages', () => {
  const older = { id: '1', at: '2026-11-01T10:00:00.000Z', username: 'demo', email: 'demo@example.com', subject: 'Ancien', text: 'Premier message', accountId: '1', handledAt: null };
  const newer = { id: '2', at: '2026-11-20T10:00:00.000Z', username: 'visiteur42', email: 'v@example.com', subject: 'Récent', text: 'Second message', accountId: null, handledAt: null };

  it('shows the newest first and marks one "Traitée"', async () => {
    let handled: string | null = null;
    const { calls } = mockAdminApi({
      'GET /api/manage/messages': () => ({ body: { messages: [older, { ...newer, handledAt: handled }] } }),
      'POST /api/manage/messages/2/handled': () => {
        handled = '2026-11-25T10:00:00.000Z';
        return { body: { ok: true } };
      },
    });
    renderAdmin('/admin/messages');
    await screen.findByText('Second message');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Récent', 'Ancien']);
    expect(screen.getByText(/visiteur42 \(visiteur\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Traitée : Récent' }));
    expect(await screen.findByText(/^Traité le /)).toBeTruthy();
    expect(calls.find((call) => call.init.method === 'POST')?.path).toBe('/api/manage/messages/2/handled');
    expect(screen.queryByRole('button', { name: 'Traitée : Récent' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Traitée : Ancien' })).toBeTruthy();
  });
});

describe('audit log', () => {
  it('lists who did what, with before and after', async () => {
    const { calls } = mockAdminApi({
      'GET /api/manage/audit': {
        body: { entries: [{ id: '5', at: '2026-11-25T10:00:00.000Z', adminId: '9', adminName: 'admin', action: 'points.adjust', target: 'account:1', before: { shopTokens: 12500 }, after: { shopTokens: 13000 } }] },
      },
    });
    renderAdmin('/admin/journal');
    const row = (await screen.findByText('points.adjust')).closest('tr')!;
    expect(calls[0]?.url.search).toBe('?limit=200');
    expect(within(row).getByText('admin')).toBeTruthy();
    expect(within(row).getByText('account:1')).toBeTruthy();
    expect(within(row).getByText(/"shopTokens": 12500/)).toBeTruthy();
    expect(within(row).getByText(/"shopTokens": 13000/)).toBeTruthy();
  });
});
