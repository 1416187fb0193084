// The console's sales ("Soldes"): every sale with its state, "Nouvelle solde", and per
// sale "Modifier", "Terminer maintenant" (a running one) and "Supprimer". Dates are
// edited on the Paris clock. A write changes what the shop serves: the pages around the
// console take it at once, players' at their next catalogue check.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ManagedProduct } from '../../api/contract/manage';
import type { ManagedSale } from '../../api/contract/manage-sales';
import { useHttp } from '../../api/http-context';
import { deleteSale, manageQueries, putSale } from '../../api/manage-queries';
import { randomToken } from '../../lib/random-token';
import { Banner } from '../../ui/banner';
import { showToast } from '../../ui/toast';
import { AdminPage, CheckField, ConfirmDialog, InputField, QueryView, SaveButton, errorText, formatDate, useCategoryLabel } from './admin-ui';
import { AdminTable, type AdminColumn } from './admin-table';
import { adminTexts } from './fr-admin';
import { adminSalesTexts } from './fr-admin-sales';
import { newSaleValues, saleSchema, saleState, toSaleBody, toSaleValues, type SaleValues } from './sale-form';

const t = adminSalesTexts;
const f = t.fields;
/** The categories a sale may cover: those sold in points. */
const POINTS_CATEGORIES = ['item', 'vehicle', 'weapon', 'pack'] as const;

/** Every write refreshes everything: the console's lists and the shop around it. */
function useSaleWrite<T>(write: (value: T) => Promise<unknown>, done: (value: T) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (_, value) => {
      done(value);
      await queryClient.invalidateQueries();
    },
  });
}

export default function SalesPage() {
  const http = useHttp();
  const sales = useQuery(manageQueries.sales(http));
  const products = useQuery(manageQueries.products(http));
  // The sale being edited, 'new' for a new one, null: none.
  const [editing, setEditing] = useState<ManagedSale | 'new' | null>(null);
  return (
    <AdminPage title={t.title}>
      <p>{t.intro}</p>
      <div className="adm-actions">
        <button type="button" className="button-primary" onClick={() => setEditing('new')}>
          {t.create}
        </button>
      </div>
      <QueryView query={sales}>{({ sales: list }) => <SaleTable sales={list} onEdit={setEditing} />}</QueryView>
      {editing && (
        <QueryView query={products}>
          {({ products: list }) => (
            <SaleEditor
              key={editing === 'new' ? 'new' : editing.id}
              sale={editing === 'new' ? null : editing}
              products={list.filter((product) => product.moneyType === 'tokens')}
              onDone={() => setEditing(null)}
            />
          )}
        </QueryView>
      )}
    </AdminPage>
  );
}

function SaleTable({ sales, onEdit }: { sales: readonly ManagedSale[]; onEdit: (sale: ManagedSale) => void }) {
  const http = useHttp();
  const [asked, setAsked] = useState<{ sale: ManagedSale; action: 'end' | 'remove' } | null>(null);
  const end = useSaleWrite(
    ({ id, ...sale }: ManagedSale) => putSale(http, id, { ...sale, endsAt: new Date().toISOString() }),
    (sale) => (setAsked(null), showToast(t.ended(sale.name), 'success')),
  );
  const remove = useSaleWrite(
    (sale: ManagedSale) => deleteSale(http, sale.id),
    (sale) => (setAsked(null), showToast(t.removed(sale.name), 'success')),
  );
  const write = asked?.action === 'end' ? end : remove;
  const categoryLabel = useCategoryLabel();
  const c = t.columns;
  const columns: AdminColumn<ManagedSale>[] = [
    { header: c.name, cell: (sale) => sale.name },
    { header: c.percent, cell: (sale) => t.percent(sale.percent), numeric: true },
    { header: c.scope, cell: (sale) => [...sale.categories.map(categoryLabel), ...(sale.itemIds.length ? [t.products(sale.itemIds.length)] : [])].join(', ') },
    { header: c.startsAt, cell: (sale) => formatDate(sale.startsAt) },
    { header: c.endsAt, cell: (sale) => formatDate(sale.endsAt) },
    { header: c.state, cell: (sale) => t.states[saleState(sale)] },
    {
      header: c.actions,
      cell: (sale) => (
        <div className="adm-actions">
          <button type="button" className="button-secondary adm-small" aria-label={`${t.edit} ${sale.name}`} onClick={() => onEdit(sale)}>
            {t.edit}
          </button>
          {saleState(sale) === 'running' && (
            <button type="button" className="button-secondary adm-small" aria-label={`${t.endNow} ${sale.name}`} onClick={() => setAsked({ sale, action: 'end' })}>
              {t.endNow}
            </button>
          )}
          <button type="button" className="button-secondary adm-small" aria-label={`${t.remove} ${sale.name}`} onClick={() => setAsked({ sale, action: 'remove' })}>
            {t.remove}
          </button>
        </div>
      ),
    },
  ];
  return (
    <>
      <AdminTable label={t.tableLabel} columns={columns} rows={sales} rowKey={(sale) => sale.id} empty={t.empty} />
      {asked && (
        <ConfirmDialog
          open
          title={asked.action === 'end' ? t.endNow : t.remove}
          busy={write.isPending}
          error={write.isError ? errorText(write.error) : null}
          onConfirm={() => write.mutate(asked.sale)}
          onClose={() => (setAsked(null), end.reset(), remove.reset())}
        >
          <p>{(asked.action === 'end' ? t.confirmEnd : t.confirmRemove)(asked.sale.name)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

interface SaleEditorProps {
  sale: ManagedSale | null;
  products: readonly ManagedProduct[];
  onDone: () => void;
}

function SaleEditor({ sale, products, onDone }: SaleEditorProps) {
  const http = useHttp();
  const form = useForm<SaleValues>({ resolver: zodResolver(saleSchema), mode: 'all', defaultValues: sale ? toSaleValues(sale) : newSaleValues() });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const categoryLabel = useCategoryLabel();
  const save = useSaleWrite(
    (values: SaleValues) => putSale(http, sale?.id ?? `solde-${randomToken().slice(0, 12)}`, toSaleBody(values)),
    (values) => (showToast(t.saved(values.name.trim()), 'success'), onDone()),
  );
  return (
    <form noValidate className="adm-card adm-stack" aria-labelledby="adm-sale-title" onSubmit={handleSubmit((values) => save.mutate(values))}>
      <h2 id="adm-sale-title">{sale ? t.editTitle(sale.name) : t.newTitle}</h2>
      <div className="adm-grid">
        <InputField label={f.name} autoComplete="off" error={errors.name?.message} registration={register('name')} />
        <InputField label={f.percent} hint={f.percentHint} inputMode="numeric" error={errors.percent?.message} registration={register('percent')} />
        <InputField label={f.startsAt} type="datetime-local" error={errors.startsAt?.message} registration={register('startsAt')} />
        <InputField label={f.endsAt} type="datetime-local" error={errors.endsAt?.message} registration={register('endsAt')} />
      </div>
      <fieldset className="adm-stack">
        <legend>{f.categories}</legend>
        {POINTS_CATEGORIES.map((category) => (
          <CheckField key={category} label={categoryLabel(category)} value={category} registration={register('categories')} />
        ))}
        {errors.categories && <p className="adm-error">{errors.categories.message}</p>}
      </fieldset>
      <ProductChoice form={form} products={products} />
      {save.isError && <Banner tone="error">{errorText(save.error)}</Banner>}
      <div className="adm-actions">
        <SaveButton pending={save.isPending} />
        <button type="button" className="button-secondary" onClick={onDone}>
          {adminTexts.common.cancel}
        </button>
      </div>
    </form>
  );
}

/** The points products, filtered by name or id as typed; the ones filtered out stay chosen. */
function ProductChoice({ form, products }: { form: UseFormReturn<SaleValues>; products: readonly ManagedProduct[] }) {
  const [filter, setFilter] = useState('');
  const chosen = useWatch({ control: form.control, name: 'itemIds' });
  const wanted = filter.trim().toLowerCase();
  return (
    <fieldset className="adm-stack">
      <legend>{`${f.products} (${chosen.length})`}</legend>
      <p className="adm-hint">{f.productsHint}</p>
      <label className="adm-field">
        <span>{f.filter}</span>
        <input type="search" value={filter} onChange={(event) => setFilter(event.currentTarget.value)} />
      </label>
      <div className="adm-choices">
        {products.map((product) => (
          <div key={product.itemId} hidden={!!wanted && !`${product.name} ${product.itemId}`.toLowerCase().includes(wanted)}>
            <CheckField label={`${product.name} (${product.itemId})`} value={product.itemId} registration={form.register('itemIds')} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
