import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManagedProduct } from '../../../src/api/contract/manage';
import type { Call } from '../../http-mock';
import { pack, renderAdmin, sword, mockAdminApi } from './admin-render';

afterEach(() => vi.unstubAllGlobals());

const products = { 'GET /api/manage/products': { body: { products: [sword, pack], sold: { sword: 3 } } } };
const highlights = { 'GET /api/manage/highlights': { body: { bestSeller: ['sword'], shouldInterest: [] } } };
const puts = (calls: Call[]) => calls.filter((call) => call.init.method === 'PUT');

describe('catalogue', () => {
  it('lists every product with its price, stock and state', async () => {
    mockAdminApi({ ...products, ...highlights });
    renderAdmin('/admin/catalogue');
    const row = (await screen.findByText('Épée')).closest('tr')!;
    expect(within(row).getByText('Arme')).toBeTruthy();
    expect(within(row).getByText('1’200 H-Points')).toBeTruthy();
    expect(within(row).getByText('5')).toBeTruthy();
    expect(within(row).getByText('Visible')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Modifier Épée' }).getAttribute('href')).toBe('/admin/catalogue/sword');
    const packRow = screen.getByText('1000 H-Points').closest('tr')!;
    expect(within(packRow).getByText('9,99 €')).toBeTruthy();
    expect(within(packRow).getByText('illimité')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nouveau produit' }).getAttribute('href')).toBe('/admin/nouveau-produit');
  });

  it('finds a product by name (any accent) or id, filters by category, visibility and payment, sorts by sales; thumbnails', async () => {
    mockAdminApi({ ...products, ...highlights });
    renderAdmin('/admin/catalogue');
    await screen.findByText('Épée');
    const names = () => screen.getAllByRole('row').slice(1).map((row) => row.querySelectorAll('td')[1]?.textContent);
    expect(screen.getByText('Épée').closest('tr')!.querySelector('img')?.getAttribute('src')).toBe('/images/products/sword.webp');
    fireEvent.change(screen.getByLabelText('Nom ou identifiant'), { target: { value: 'epee' } });
    expect(names()).toEqual(['Épée']);
    fireEvent.change(screen.getByLabelText('Nom ou identifiant'), { target: { value: 'points_1' } });
    expect(names()).toEqual(['1000 H-Points']);
    expect(screen.getByText('1 produit sur 2.').getAttribute('role')).toBe('status');
    fireEvent.change(screen.getByLabelText('Nom ou identifiant'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Paiement'), { target: { value: 'tokens' } });
    expect(names()).toEqual(['Épée']);
    fireEvent.change(screen.getByLabelText('Paiement'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Visibilité'), { target: { value: 'hidden' } });
    expect(screen.getByText('Aucun produit ne correspond.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Visibilité'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: 'Points boutique' } });
    expect(names()).toEqual(['1000 H-Points']);
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Trier par'), { target: { value: 'sales' } });
    expect(names()).toEqual(['Épée', '1000 H-Points']);
    fireEvent.change(screen.getByLabelText('Trier par'), { target: { value: 'name' } });
    expect(names()).toEqual(['1000 H-Points', 'Épée']);
  });

  it('hides a product: the whole product put back with hidden', async () => {
    const { calls } = mockAdminApi({ ...products, ...highlights, 'PUT /api/manage/products/sword': (call) => ({ body: call.json }) });
    renderAdmin('/admin/catalogue');
    fireEvent.click(await screen.findByRole('button', { name: 'Masquer Épée' }));
    expect(await screen.findByText('Épée est masqué aux joueurs.')).toBeTruthy();
    expect(puts(calls)[0]?.json).toEqual({ ...sword, hidden: true });
  });

  it('saves the best sellers and home suggestions, refusing unknown products', async () => {
    const { calls } = mockAdminApi({ ...products, ...highlights, 'PUT /api/manage/highlights': (call) => ({ body: call.json }) });
    renderAdmin('/admin/catalogue');
    const best = await screen.findByLabelText('Meilleures ventes');
    expect((best as HTMLTextAreaElement).value).toBe('sword');
    fireEvent.change(screen.getByLabelText('Suggestions de l’accueil'), { target: { value: 'points_1000\nnope' } });
    expect(await screen.findByText('Produits inconnus : nope')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Suggestions de l’accueil'), { target: { value: 'points_1000\nsword' } });
    await waitFor(() => expect(screen.queryByText(/Produits inconnus/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Mises en avant enregistrées.')).toBeTruthy();
    expect(puts(calls)[0]?.json).toEqual({ bestSeller: ['sword'], shouldInterest: ['points_1000', 'sword'] });
  });
});

// A whole form filled in and saved: seconds on a busy machine.
describe('a product', { timeout: 30_000 }, () => {
  it('edits the price: PUT /api/manage/products/{itemId} with every field', async () => {
    const { calls } = mockAdminApi({ ...products, 'PUT /api/manage/products/sword': (call) => ({ body: call.json }) });
    const { location } = renderAdmin('/admin/catalogue/sword');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier Épée' })).toBeTruthy();
    expect((screen.getByLabelText(/^Identifiant/) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText('Prix'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Épée est enregistré. Les boutiques ouvertes le verront à leur prochaine vérification.')).toBeTruthy();
    expect(puts(calls)[0]?.path).toBe('/api/manage/products/sword');
    expect(puts(calls)[0]?.json).toEqual({ ...sword, price: 1500, isDailyShopOnly: false } satisfies ManagedProduct);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/catalogue'));
  });

  it('shows the server’s French refusal naming the field', async () => {
    mockAdminApi({ ...products, 'PUT /api/manage/products/sword': { status: 400, body: { error: 'Produit sword : le champ « price » est invalide.' } } });
    renderAdmin('/admin/catalogue/sword');
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Produit sword : le champ « price » est invalide.')).toBeTruthy();
  });

  it('previews the description sanitized, as players see it', async () => {
    mockAdminApi(products);
    renderAdmin('/admin/catalogue/sword');
    const html = await screen.findByLabelText('Description (HTML)');
    fireEvent.change(html, { target: { value: '<p>Lame <b>fine</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>' } });
    const preview = screen.getByTestId('description-preview');
    await waitFor(() => expect(preview.querySelector('b')?.textContent).toBe('fine'));
    expect(preview.innerHTML).not.toContain('onerror');
    expect(preview.innerHTML).not.toContain('<script');
  });

  it('creates a product with an uploaded image; the grants only for a cash package', async () => {
    const { calls } = mockAdminApi({
      ...products,
      'POST /api/manage/images': { body: { url: '/images/uploads/casque.png' } },
      'PUT /api/manage/products/casque': (call) => ({ body: call.json }),
    });
    renderAdmin('/admin/nouveau-produit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveau produit' })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText(/^Identifiant/), { target: { value: 'sword' } });
    expect(await screen.findByText('Cet identifiant est déjà pris')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Identifiant/), { target: { value: 'Casque!' } });
    expect(await screen.findByText('Lettres minuscules, chiffres, « _ » ou « - » (64 au plus)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Identifiant/), { target: { value: 'casque' } });
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Casque' } });
    fireEvent.change(screen.getByLabelText('Libellé (nom en jeu)'), { target: { value: 'helmet' } });
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: 'item' } });
    fireEvent.change(screen.getByLabelText('Prix'), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '10' } });
    expect(screen.queryByText('Montant crédité en H-Points')).toBeNull();
    fireEvent.change(screen.getByLabelText('Paiement'), { target: { value: 'cash' } });
    expect(await screen.findByText('Montant crédité en H-Points')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Paiement'), { target: { value: 'tokens' } });

    const input = screen.getByLabelText('Ajouter une image');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Format refusé : PNG, JPEG ou WebP.')).toBeTruthy();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'casque.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeTruthy();
    const upload = calls.find((call) => call.path === '/api/manage/images');
    expect(upload?.init.body).toBe(png);

    // Its English name; no English description: the French one stands in.
    fireEvent.change(screen.getByLabelText('Nom en anglais'), { target: { value: ' Helmet ' } });

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/Casque est enregistré/)).toBeTruthy();
    expect(puts(calls)[0]?.json).toEqual({
      itemId: 'casque', name: 'Casque', label: 'helmet', category: 'item', moneyType: 'tokens', price: 300, description: '',
      images: ['/images/uploads/casque.png'], index: 0, stocks: 10, hidden: false, isDailyShopOnly: false,
      translations: { en: { name: 'Helmet' } },
    });
  });

  it('says so for an unknown product', async () => {
    mockAdminApi(products);
    renderAdmin('/admin/catalogue/inconnu');
    expect(await screen.findByText('Ce produit n’existe pas.')).toBeTruthy();
  });
});
