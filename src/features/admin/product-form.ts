// The product form's values (text as typed) and their mapping to and from a
// ManagedProduct, with French rules matching the contract's bounds.
import * as z from 'zod/mini';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../../api/contract/common';
import type { ManagedProduct } from '../../api/contract/manage';
import { adminTexts } from './fr-admin';
import { decimalText, integerText, optionalIntegerText, optionalNumber, toNumber } from './form-rules';

const t = adminTexts.product;
const MAX_INT = 1_000_000;
const BIG_INT = 2_147_483_647;

const text = (min: number, max: number) =>
  z.string().check(
    z.refine((v) => min === 0 || v.trim() !== '', adminTexts.common.required),
    z.refine((v) => v.trim().length <= max, adminTexts.common.max(max)),
  );

export function productSchema(takenIds: ReadonlySet<string>) {
  return z.object({
    itemId: z.string().check(
      z.refine((v) => v.trim() !== '', adminTexts.common.required),
      z.refine((v) => v.trim() === '' || /^[a-z0-9_-]{1,64}$/.test(v.trim()), t.badId),
      z.refine((v) => !takenIds.has(v.trim()), t.idTaken),
    ),
    name: text(1, 100),
    label: text(1, 100),
    category: z.enum(PRODUCT_CATEGORIES),
    moneyType: z.enum(['tokens', 'cash']),
    price: decimalText(-1, MAX_INT),
    tebexPackageId: optionalIntegerText(1, BIG_INT, t.positive),
    stocks: optionalIntegerText(0, BIG_INT, t.positive),
    characterLimit: optionalIntegerText(1, BIG_INT, t.positive),
    index: integerText(0, MAX_INT),
    theme: text(0, 100),
    hidden: z.boolean(),
    isDailyShopOnly: z.boolean(),
    dailyShopDiscount: optionalIntegerText(0, 100, t.percent),
    grantsTokens: optionalIntegerText(1, BIG_INT, t.positive),
    grantsRank: text(0, 40),
    monthlyTokens: optionalIntegerText(0, BIG_INT, t.positive),
    rankOrder: optionalIntegerText(1, BIG_INT, t.positive),
    description: text(0, 20_000),
    nameEn: text(0, 100),
    descriptionEn: text(0, 20_000),
    images: z.array(z.string()).check(z.maxLength(12, t.tooManyImages)),
  });
}

export type ProductValues = z.infer<ReturnType<typeof productSchema>>;

const str = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function emptyValues(): ProductValues {
  return {
    itemId: '', name: '', label: '', category: 'item' as ProductCategory, moneyType: 'tokens', price: '', tebexPackageId: '', stocks: '',
    characterLimit: '', index: '0', theme: '', hidden: false, isDailyShopOnly: false, dailyShopDiscount: '', grantsTokens: '',
    grantsRank: '', monthlyTokens: '', rankOrder: '', description: '', nameEn: '', descriptionEn: '', images: [],
  };
}

export function toValues(product: ManagedProduct): ProductValues {
  return {
    itemId: product.itemId,
    name: product.name,
    label: product.label,
    category: product.category,
    moneyType: product.moneyType,
    price: String(product.price),
    tebexPackageId: str(product.tebexPackageId),
    stocks: str(product.stocks),
    characterLimit: str(product.characterLimit),
    index: String(product.index),
    theme: product.theme ?? '',
    hidden: product.hidden ?? false,
    isDailyShopOnly: product.isDailyShopOnly ?? false,
    dailyShopDiscount: str(product.dailyShopDiscount),
    grantsTokens: str(product.grantsTokens),
    grantsRank: product.grantsRank ?? '',
    monthlyTokens: str(product.monthlyTokens),
    rankOrder: str(product.rankOrder),
    description: product.description,
    nameEn: product.translations?.en?.name ?? '',
    descriptionEn: product.translations?.en?.description ?? '',
    images: [...product.images],
  };
}

/** What the form sends: empty optional fields left out (stock: unlimited), grants only for a cash package. */
export function toProduct(values: ProductValues): ManagedProduct {
  const cash = values.moneyType === 'cash';
  const nullable = (text: string) => (text.trim() === '' ? null : toNumber(text));
  const product: ManagedProduct = {
    itemId: values.itemId.trim(),
    name: values.name.trim(),
    label: values.label.trim(),
    category: values.category,
    moneyType: values.moneyType,
    price: toNumber(values.price),
    description: values.description,
    images: values.images,
    index: toNumber(values.index),
    stocks: nullable(values.stocks),
    hidden: values.hidden,
    isDailyShopOnly: values.isDailyShopOnly,
  };
  const optional = {
    theme: values.theme.trim() || undefined,
    tebexPackageId: optionalNumber(values.tebexPackageId),
    characterLimit: optionalNumber(values.characterLimit),
    dailyShopDiscount: optionalNumber(values.dailyShopDiscount),
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(product, { [key]: value });
  // English words left empty fall back to the product's own.
  const nameEn = values.nameEn.trim();
  const en = { ...(nameEn && { name: nameEn }), ...(values.descriptionEn.trim() && { description: values.descriptionEn }) };
  if (Object.keys(en).length > 0) product.translations = { en };
  if (cash) {
    product.grantsTokens = nullable(values.grantsTokens);
    product.grantsRank = values.grantsRank.trim() || null;
    product.monthlyTokens = nullable(values.monthlyTokens);
    product.rankOrder = nullable(values.rankOrder);
  }
  return product;
}
