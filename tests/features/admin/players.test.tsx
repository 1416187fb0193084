import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ref } from 'valtio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shop } from '../../../src/state/shop-store';
import { HURRICANE } from '../../identity';
import { adminAccount, demoPlayer, renderAdmin, mockAdminApi } from './admin-render';

afterEach(() => vi.unstubAllGlobals());

/** The card under a heading. */
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

const found = { players: [{ id: '1', username: 'demo', license: 'license:abc', discordId: '123', shopTokens: 12500, rank: 'gold' }] };

describe('players', () => {
  it('searches by the address’s ?q= and links each player to their page', async () => {
    const { calls } = mockAdminApi({ 'GET /api/manage/players': { body: found } });
    const { location } = renderAdmin('/admin/joueurs');
    expect(await screen.findByText('Saisissez un pseudo, une licence ou un identifiant Discord.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher un joueur' }), { target: { value: ' demo ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    const link = await screen.findByRole('link', { name: 'demo' });
    expect(location.history?.at(-1)).toBe('/admin/joueurs?q=demo');
    expect(calls[0]?.url.search).toBe('?q=demo');
    expect(link.getAttribute('href')).toBe('/admin/joueurs/1');
    const row = link.closest('tr')!;
    expect(within(row).getByText('license:abc')).toBeTruthy();
    expect(within(row).getByText('12’500')).toBeTruthy();
  });

  it('says when no player matches', async () => {
    mockAdminApi({ 'GET /api/manage/players': { body: { players: [] } } });
    renderAdmin('/admin/joueurs?q=personne');
    expect(await screen.findByText('Aucun joueur ne correspond.')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('personne');
  });
});

describe('a player’s page', () => {
  it('shows balance, rank, subscription, characters, ledger, purchases and deliveries', async () => {
    const { calls } = mockAdminApi({ 'GET /api/manage/players/1': { body: demoPlayer } });
    renderAdmin('/admin/joueurs/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'demo' })).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/manage/players/1');
    expect(screen.getByText('12’500 H-Points')).toBeTruthy();
    expect(screen.getByText(/gold \(hurricane_fa\) : actif, jusqu’au 20 décembre 2026/)).toBeTruthy();
    expect(screen.getByText(/Jean Dupont \(hurricane_fa, n° 3\) · en jeu/)).toBeTruthy();
    const ledger = card('Mouvements en H-Points');
    expect(within(ledger).getByText('Achat')).toBeTruthy();
    expect(within(ledger).getByText('−1’200')).toBeTruthy();
    expect(within(ledger).getByText('Solde initial')).toBeTruthy();
    const purchases = card('Achats en H-Points');
    expect(within(purchases).getByText('Épée ×1')).toBeTruthy();
    expect(within(purchases).getByText('Jean Dupont')).toBeTruthy();
    const deliveries = card('Livraisons');
    expect(within(deliveries).getByText('Bloquée')).toBeTruthy();
  });

  it('names the currency as the shop’s settings do, and follows when they change', async () => {
    mockAdminApi({ 'GET /api/manage/players/1': { body: demoPlayer } });
    const named = (currencyName: string) => ({ ...HURRICANE, brand: { ...HURRICANE.brand, currencyName } });
    renderAdmin('/admin/joueurs/1', adminAccount, named('Gemmes'));
    await screen.findByRole('heading', { level: 1, name: 'demo' });
    expect(screen.getByText('12’500 Gemmes')).toBeTruthy();
    expect(card('Mouvements en Gemmes')).toBeTruthy();
    expect(card('Achats en Gemmes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajuster les Gemmes' })).toBeTruthy();
    expect(screen.getByText(/ses mouvements en Gemmes, achats et paiements restent, anonymes\.$/)).toBeTruthy();
    expect(screen.queryByText(/H-Points/)).toBeNull();
    // New settings reach the page with the next catalogue: the open page renders them.
    act(() => {
      shop.identity = ref(named('Étoiles'));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mouvements en Étoiles' })).toBeTruthy();
    expect(screen.getByText('12’500 Étoiles')).toBeTruthy();
  });

  it('adjusts H-Points after a confirmation, then shows the new balance', async () => {
    let balance = 12500;
    const { calls } = mockAdminApi({
      'GET /api/manage/players/1': () => ({ body: { ...demoPlayer, account: { ...demoPlayer.account, shopTokens: balance } } }),
      'POST /api/manage/players/1/points': () => {
        balance += 500;
        return { body: { shopTokens: balance } };
      },
    });
    renderAdmin('/admin/joueurs/1');
    await screen.findByRole('heading', { level: 1, name: 'demo' });
    fireEvent.change(screen.getByLabelText('Montant'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Motif'), { target: { value: 'Geste commercial' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajuster les H-Points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer l’ajustement' });
    expect(within(dialog).getByText('+500 H-Points pour demo.')).toBeTruthy();
    expect(within(dialog).getByText('Motif : Geste commercial')).toBeTruthy();
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Solde ajusté. Nouveau solde : 13’000 H-Points.')).toBeTruthy();
    const post = calls.find((call) => call.init.method === 'POST');
    expect(post?.path).toBe('/api/manage/players/1/points');
    expect(post?.json).toEqual({ delta: 500, reason: 'Geste commercial' });
    await waitFor(() => expect(screen.getByText('13’000 H-Points')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the amount and the reason in French before asking', async () => {
    mockAdminApi({ 'GET /api/manage/players/1': { body: demoPlayer } });
    renderAdmin('/admin/joueurs/1');
    await screen.findByRole('heading', { level: 1, name: 'demo' });
    fireEvent.click(screen.getByRole('button', { name: 'Ajuster les H-Points' }));
    expect(await screen.findAllByText('Requis')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Montant'), { target: { value: '0' } });
    expect(await screen.findByText('Le montant ne peut pas être nul')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Montant'), { target: { value: '12,5' } });
    expect(await screen.findByText('Nombre entier attendu')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Montant'), { target: { value: '2000000' } });
    expect(await screen.findByText('Entre −1’000’000 et 1’000’000')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Motif'), { target: { value: 'ab' } });
    expect(await screen.findByText('3 caractères minimum')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s French refusal in the confirmation', async () => {
    mockAdminApi({
      'GET /api/manage/players/1': { body: demoPlayer },
      'POST /api/manage/players/1/points': { status: 400, body: { error: 'Le solde ne peut pas devenir négatif.' } },
    });
    renderAdmin('/admin/joueurs/1');
    await screen.findByRole('heading', { level: 1, name: 'demo' });
    fireEvent.change(screen.getByLabelText('Montant'), { target: { value: '-20000' } });
    fireEvent.change(screen.getByLabelText('Motif'), { target: { value: 'Erreur de crédit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajuster les H-Points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer l’ajustement' });
    expect(within(dialog).getByText('−20’000 H-Points pour demo.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await within(dialog).findByText('Le solde ne peut pas devenir négatif.')).toBeTruthy();
  });

  it('refunds a purchase with a reason, confirmed', async () => {
    const { calls } = mockAdminApi({
      'GET /api/manage/players/1': { body: demoPlayer },
      'POST /api/manage/purchases/o1/refund': { body: { shopTokens: 13700 } },
    });
    renderAdmin('/admin/joueurs/1');
    await screen.findByRole('heading', { level: 1, name: 'demo' });
    fireEvent.click(screen.getByRole('button', { name: /^Rembourser : Épée/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser l’achat' });
    expect(within(dialog).getByText(/demo récupérera 1’200 H-Points/)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' })));
    expect(await within(dialog).findByText('Requis')).toBeTruthy();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Motif'), { target: { value: 'Objet jamais reçu' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect(await screen.findByText('Achat remboursé. Nouveau solde : 13’700 H-Points.')).toBeTruthy();
    const post = calls.find((call) => call.init.method === 'POST');
    expect(post?.path).toBe('/api/manage/purchases/o1/refund');
    expect(post?.json).toEqual({ reason: 'Objet jamais reçu' });
  });
});
