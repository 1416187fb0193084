// The catalogue as an admin sees it: every product, hidden ones included, with "Modifier"
// and "Masquer"/"Afficher"; "Nouveau produit"; the best sellers and home suggestions.
// A write changes the shop's version: players' shops pick it up at their next check.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import * as z from 'zod/mini';
import type { Highlights, ManagedProduct } from '../../api/contract/manage';
import { useHttp } from '../../api/http-context';
import { manageKeys, manageQueries, putHighlights, putProduct } from '../../api/manage-queries';
import { formatTokens } from '../../domain/token-amount';
import { useBrand } from '../../state/identity';
import { Banner } from '../../ui/banner';
import { showToast } from '../../ui/toast';
import { AdminPage, QueryView, SaveButton, TextAreaField, errorText, useCategoryLabel } from './admin-ui';
import { AdminTable, type AdminColumn } from './admin-table';
import { NO_FILTER, filterProducts } from './catalogue-filters';
import { CatalogueFinder } from './catalogue-finder';
import { adminTexts } from './fr-admin';
import { adminFiguresTexts } from './fr-admin-figures';

const t = adminTexts.catalogue;

export const priceText = (product: Pick<ManagedProduct, 'price' | 'moneyType'>, currency: string) =>
  product.moneyType === 'cash' ? t.cash(product.price) : adminTexts.common.tokens(product.price, currency);

export default function CataloguePage() {
  const http = useHttp();
  const products = useQuery(manageQueries.products(http));
  return (
    <AdminPage title={t.title}>
      <div className="adm-actions">
        <Link href="/admin/nouveau-produit" className="button-primary">
          {t.create}
        </Link>
      </div>
      <QueryView query={products}>
        {({ products: list, sold }) => (
          <>
            <ProductTable products={list} sold={sold} />
            <HighlightsEditor known={new Set(list.map((product) => product.itemId))} />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}

function ProductTable({ products, sold }: { products: readonly ManagedProduct[]; sold: Readonly<Record<string, number>> }) {
  const http = useHttp();
  const [filter, setFilter] = useState(NO_FILTER);
  const queryClient = useQueryClient();
  const { currencyName } = useBrand();
  const categoryLabel = useCategoryLabel();
  const toggle = useMutation({
    mutationFn: (product: ManagedProduct) => putProduct(http, { ...product, hidden: !product.hidden }),
    onSuccess: (saved) => {
      showToast(saved.hidden ? t.hiddenToast(saved.name) : t.shownToast(saved.name), 'success');
      return queryClient.invalidateQueries({ queryKey: manageKeys.all });
    },
    onError: (error) => showToast(errorText(error), 'error'),
  });
  const sorted = filterProducts(products, sold, filter);
  const c = t.columns;
  const columns: AdminColumn<ManagedProduct>[] = [
    {
      header: <span className="visually-hidden">{adminFiguresTexts.catalogue.image}</span>,
      cell: (product) => (product.images[0] ? <img src={product.images[0]} alt="" width={48} height={48} loading="lazy" className="adm-thumb" /> : null),
    },
    { header: c.name, cell: (product) => product.name },
    { header: c.itemId, cell: (product) => product.itemId, mono: true },
    { header: c.category, cell: (product) => categoryLabel(product.category) },
    { header: c.price, cell: (product) => priceText(product, currencyName), numeric: true },
    { header: c.stock, cell: (product) => (product.stocks == null ? t.unlimited : formatTokens(product.stocks)), numeric: true },
    { header: adminFiguresTexts.catalogue.sold, cell: (product) => formatTokens(sold[product.itemId] ?? 0), numeric: true },
    { header: c.state, cell: (product) => (product.hidden ? t.hidden : t.visible) },
    {
      header: c.actions,
      cell: (product) => (
        <div className="adm-actions">
          <Link href={`/admin/catalogue/${encodeURIComponent(product.itemId)}`} className="button-secondary adm-small" aria-label={`${t.edit} ${product.name}`}>
            {t.edit}
          </Link>
          <button
            type="button"
            className="button-secondary adm-small"
            aria-label={`${product.hidden ? t.show : t.hide} ${product.name}`}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(product)}
          >
            {product.hidden ? t.show : t.hide}
          </button>
        </div>
      ),
    },
  ];
  return (
    <>
      <CatalogueFinder filter={filter} onChange={setFilter} shown={sorted.length} total={products.length} />
      <AdminTable label={t.title} columns={columns} rows={sorted} rowKey={(product) => product.itemId} empty={adminFiguresTexts.catalogue.none} />
    </>
  );
}

const lines = (text: string) => text.split(/[\s,]+/).map((line) => line.trim()).filter(Boolean);
const join = (ids: readonly string[]) => ids.join('\n');

function HighlightsEditor({ known }: { known: ReadonlySet<string> }) {
  const http = useHttp();
  const highlights = useQuery(manageQueries.highlights(http));
  return (
    <section className="adm-card" aria-labelledby="adm-highlights">
      <h2 id="adm-highlights">{t.highlights}</h2>
      <QueryView query={highlights}>{(data) => <HighlightsForm key={JSON.stringify(data)} initial={data} known={known} />}</QueryView>
    </section>
  );
}

function HighlightsForm({ initial, known }: { initial: Highlights; known: ReadonlySet<string> }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const idList = z.string().check(
    z.refine((v) => lines(v).length <= 12, t.tooMany),
    z.refine((v) => lines(v).every((id) => known.has(id)), {
      error: (issue) => t.unknownIds(lines(String(issue.input)).filter((id) => !known.has(id)).join(', ')),
    }),
  );
  const schema = z.object({ bestSeller: idList, shouldInterest: idList });
  const { register, handleSubmit, formState } = useForm<{ bestSeller: string; shouldInterest: string }>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { bestSeller: join(initial.bestSeller), shouldInterest: join(initial.shouldInterest) },
  });
  const save = useMutation({
    mutationFn: (values: Highlights) => putHighlights(http, values),
    onSuccess: (saved) => {
      showToast(t.highlightsSaved, 'success');
      queryClient.setQueryData(manageKeys.highlights(), saved);
    },
  });
  return (
    <form noValidate className="adm-stack" onSubmit={handleSubmit((values) => save.mutate({ bestSeller: lines(values.bestSeller), shouldInterest: lines(values.shouldInterest) }))}>
      <p className="adm-hint">{t.highlightsHint}</p>
      <div className="adm-grid">
        <TextAreaField label={t.bestSeller} rows={6} error={formState.errors.bestSeller?.message} registration={register('bestSeller')} />
        <TextAreaField label={t.shouldInterest} rows={6} error={formState.errors.shouldInterest?.message} registration={register('shouldInterest')} />
      </div>
      {save.isError && <Banner tone="error">{errorText(save.error)}</Banner>}
      <div className="adm-actions">
        <SaveButton pending={save.isPending} />
      </div>
    </form>
  );
}
