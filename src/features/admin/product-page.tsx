// Create or edit a product: every field of ManagedProduct, the HTML description with a
// live preview that is always sanitized (the players' own sanitizer), and images
// uploaded to the server. "Enregistrer" puts the whole product; the server's French
// refusal names the bad field.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import { IMAGE_UPLOAD, type ManagedProduct } from '../../api/contract/manage';
import { PRODUCT_CATEGORIES } from '../../api/contract/common';
import { useHttp } from '../../api/http-context';
import { manageKeys, manageQueries, putProduct } from '../../api/manage-queries';
import { uploadImage } from '../../api/manage-upload';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { useAssetUrl } from '../../platform/use-asset-url';
import { usePlatform } from '../../platform/platform-context';
import { useBrand } from '../../state/identity';
import { Banner } from '../../ui/banner';
import { showToast } from '../../ui/toast';
import { AdminPage, CheckField, InputField, QueryView, SaveButton, SelectField, TextAreaField, errorText } from './admin-ui';
import { adminTexts } from './fr-admin';
import { emptyValues, productSchema, toProduct, toValues, type ProductValues } from './product-form';

const t = adminTexts.product;
const f = t.fields;

export default function ProductPage() {
  const { itemId } = useParams<{ itemId?: string }>();
  const http = useHttp();
  const products = useQuery(manageQueries.products(http));
  const editing = itemId ? products.data?.products.find((product) => product.itemId === itemId) : undefined;
  const title = itemId ? t.editTitle(editing?.name ?? itemId) : t.newTitle;
  return (
    <AdminPage title={title}>
      <p>
        <Link href="/admin/catalogue">← {t.back}</Link>
      </p>
      <QueryView query={products}>
        {({ products: list }) =>
          itemId && !editing ? (
            <p role="alert">{t.notFound}</p>
          ) : (
            <ProductForm key={itemId ?? '+'} product={editing ?? null} takenIds={editing ? new Set() : new Set(list.map((product) => product.itemId))} />
          )
        }
      </QueryView>
    </AdminPage>
  );
}

function ProductForm({ product, takenIds }: { product: ManagedProduct | null; takenIds: ReadonlySet<string> }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const schema = useMemo(() => productSchema(takenIds), [takenIds]);
  const form = useForm<ProductValues>({ resolver: zodResolver(schema), mode: 'all', defaultValues: product ? toValues(product) : emptyValues() });
  const { register, handleSubmit, formState, control } = form;
  const { errors } = formState;
  const moneyType = useWatch({ control, name: 'moneyType' });
  const { currencyName } = useBrand();
  const save = useMutation({
    mutationFn: (values: ProductValues) => putProduct(http, toProduct(values)),
    onSuccess: async (saved) => {
      showToast(t.saved(saved.name), 'success');
      await queryClient.invalidateQueries({ queryKey: manageKeys.all });
      navigate('/admin/catalogue');
    },
  });
  const options = (entries: Record<string, string>, keys: readonly string[]) => keys.map((key) => ({ value: key, label: entries[key] ?? key }));
  return (
    <form noValidate className="adm-stack" onSubmit={handleSubmit((values) => save.mutate(values))}>
      <section className="adm-card adm-stack" aria-labelledby="adm-p-main">
        <h2 id="adm-p-main">{t.sections.main}</h2>
        <div className="adm-grid">
          <InputField label={f.itemId} hint={f.itemIdHint} readOnly={product !== null} autoComplete="off" spellCheck={false} error={errors.itemId?.message} registration={register('itemId')} />
          <InputField label={f.name} autoComplete="off" error={errors.name?.message} registration={register('name')} />
          <InputField label={f.label} autoComplete="off" error={errors.label?.message} registration={register('label')} />
          <SelectField label={f.category} options={options(t.categories(currencyName), PRODUCT_CATEGORIES)} error={errors.category?.message} registration={register('category')} />
          <InputField label={f.index} inputMode="numeric" error={errors.index?.message} registration={register('index')} />
          <InputField label={f.theme} autoComplete="off" error={errors.theme?.message} registration={register('theme')} />
        </div>
        <CheckField label={f.hidden} registration={register('hidden')} />
      </section>
      <section className="adm-card adm-stack" aria-labelledby="adm-p-sale">
        <h2 id="adm-p-sale">{t.sections.sale}</h2>
        <div className="adm-grid">
          <SelectField label={f.moneyType} options={options(t.moneyTypes(currencyName), ['tokens', 'cash'])} error={errors.moneyType?.message} registration={register('moneyType')} />
          <InputField label={f.price} hint={f.priceHint(currencyName)} inputMode="decimal" error={errors.price?.message} registration={register('price')} />
          <InputField label={f.tebexPackageId} inputMode="numeric" error={errors.tebexPackageId?.message} registration={register('tebexPackageId')} />
          <InputField label={f.stocks} hint={f.stocksHint} inputMode="numeric" error={errors.stocks?.message} registration={register('stocks')} />
          <InputField label={f.characterLimit} hint={f.characterLimitHint} inputMode="numeric" error={errors.characterLimit?.message} registration={register('characterLimit')} />
        </div>
      </section>
      <section className="adm-card adm-stack" aria-labelledby="adm-p-daily">
        <h2 id="adm-p-daily">{t.sections.daily}</h2>
        <CheckField label={f.isDailyShopOnly} registration={register('isDailyShopOnly')} />
        <div className="adm-grid">
          <InputField label={f.dailyShopDiscount} inputMode="numeric" error={errors.dailyShopDiscount?.message} registration={register('dailyShopDiscount')} />
        </div>
      </section>
      {moneyType === 'cash' && (
        <section className="adm-card adm-stack" aria-labelledby="adm-p-grants">
          <h2 id="adm-p-grants">{t.sections.grants}</h2>
          <div className="adm-grid">
            <InputField label={f.grantsTokens(currencyName)} inputMode="numeric" error={errors.grantsTokens?.message} registration={register('grantsTokens')} />
            <InputField label={f.grantsRank} autoComplete="off" error={errors.grantsRank?.message} registration={register('grantsRank')} />
            <InputField label={f.monthlyTokens(currencyName)} inputMode="numeric" error={errors.monthlyTokens?.message} registration={register('monthlyTokens')} />
            <InputField label={f.rankOrder} inputMode="numeric" error={errors.rankOrder?.message} registration={register('rankOrder')} />
          </div>
        </section>
      )}
      <Description form={form} field="description" title={t.sections.description} label={f.description} />
      <Description form={form} field="descriptionEn" title={t.sections.english} label={f.descriptionEn}>
        <InputField label={f.nameEn} hint={f.englishHint} autoComplete="off" error={errors.nameEn?.message} registration={register('nameEn')} />
      </Description>
      <Images form={form} />
      {save.isError && <Banner tone="error">{errorText(save.error)}</Banner>}
      {Object.keys(errors).length > 0 && formState.isSubmitted && <p className="adm-error">{t.invalid}</p>}
      <div className="adm-actions adm-sticky">
        <SaveButton pending={save.isPending} />
        <Link href="/admin/catalogue" className="button-secondary">
          {adminTexts.common.cancel}
        </Link>
      </div>
    </form>
  );
}

interface DescriptionProps {
  form: UseFormReturn<ProductValues>;
  field: 'description' | 'descriptionEn';
  title: string;
  label: string;
  children?: ReactNode;
}

/** A description in one language, with its preview (and the name in that language, as children). */
function Description({ form, field, title, label, children }: DescriptionProps) {
  const html = useWatch({ control: form.control, name: field });
  // The preview follows typing without holding a keystroke up.
  const deferred = useDeferredValue(html);
  const previewId = useId();
  const titleId = useId();
  return (
    <section className="adm-card adm-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="adm-grid">
        <TextAreaField label={label} rows={10} code error={form.formState.errors[field]?.message} registration={form.register(field)} />
        <div className="adm-field">
          <span className="adm-label" id={previewId}>
            {f.preview}
          </span>
          {/* Sanitized with DOMPurify, exactly as the shop renders a description. */}
          <div className="adm-preview" role="region" aria-labelledby={previewId} data-testid={`${field}-preview`} dangerouslySetInnerHTML={{ __html: sanitizeHtml(deferred) }} />
        </div>
      </div>
    </section>
  );
}

function Images({ form }: { form: UseFormReturn<ProductValues> }) {
  const platform = usePlatform();
  const assetUrl = useAssetUrl();
  const images = useWatch({ control: form.control, name: 'images' });
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const set = (next: string[]) => form.setValue('images', next, { shouldDirty: true, shouldValidate: true });
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setError(null);
    if (!(IMAGE_UPLOAD.types as readonly string[]).includes(file.type)) return setError(t.badType);
    if (file.size > IMAGE_UPLOAD.maxBytes) return setError(t.tooBig);
    setUploading(true);
    try {
      const url = await uploadImage(platform.config.apiBaseUrl, file);
      set([...form.getValues('images'), url]);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setUploading(false);
    }
  };
  return (
    <section className="adm-card adm-stack" aria-labelledby="adm-p-images">
      <h2 id="adm-p-images">{t.sections.images}</h2>
      {images.length > 0 && (
        <ol className="adm-images">
          {images.map((url, index) => (
            <li key={`${url}-${index}`}>
              <img src={assetUrl(url)} alt={f.imageAlt(index + 1)} />
              <span className="adm-mono">{url}</span>
              <div className="adm-actions">
                {index > 0 && (
                  <button type="button" className="button-secondary adm-small" aria-label={f.imageUp(index + 1)} onClick={() => set(images.map((_, i) => images[i === index - 1 ? index : i === index ? index - 1 : i]!))}>
                    ↑
                  </button>
                )}
                <button type="button" className="button-secondary adm-small" aria-label={f.removeImage(index + 1)} onClick={() => set(images.filter((_, i) => i !== index))}>
                  ×
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="adm-field">
        <label htmlFor={inputId}>{f.upload}</label>
        <input id={inputId} type="file" accept={IMAGE_UPLOAD.types.join(',')} disabled={uploading || images.length >= 12} aria-describedby={`${inputId}-hint`} onChange={(event) => void onFile(event)} />
        <p id={`${inputId}-hint`} className="adm-hint">
          {uploading ? f.uploading : f.uploadHint}
        </p>
      </div>
      {(error ?? form.formState.errors.images?.message) && <Banner tone="error">{(error ?? form.formState.errors.images?.message)!}</Banner>}
    </section>
  );
}
