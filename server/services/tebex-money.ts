// A Tebex payment's money as the figures count it: integer cents, read from the webhook
// as received (`price_paid`, else `price`; a line's `paid_price`).
import * as z from 'zod/mini';

const Money = z.object({ amount: z.number(), currency: z.string() });
const Subject = z.object({
  created_at: z.optional(z.string()),
  price: z.optional(Money),
  price_paid: z.optional(Money),
  products: z.optional(z.array(z.object({ id: z.union([z.number(), z.string()]), quantity: z.number(), paid_price: z.optional(Money) }))),
});

export const toCents = (amount: number) => Math.round(amount * 100);
/** Cents as the answer's number with two decimals. */
export const fromCents = (cents: number) => cents / 100;

export interface PaymentMoney {
  /** What the payment paid, in cents, and in which currency; undefined when the webhook says nothing of it. */
  paid?: { cents: number; currency: string };
  /** When Tebex made it, when it says so. */
  createdAt?: Date;
  lines: { packageId: number; quantity: number; cents: number | undefined }[];
}

export function paymentMoney(subject: unknown): PaymentMoney {
  const parsed = z.safeParse(Subject, subject);
  if (!parsed.success) return { lines: [] };
  const { price_paid: paidPrice, price, created_at: created, products = [] } = parsed.data;
  const money = paidPrice ?? price;
  const createdAt = created ? new Date(created) : undefined;
  const paid = money && { cents: toCents(money.amount), currency: money.currency };
  const lines = products.map((p) => ({
    packageId: Number(p.id),
    quantity: p.quantity,
    // A payment of one line paid that line; otherwise each line says what it paid.
    cents: p.paid_price ? toCents(p.paid_price.amount) : products.length === 1 ? paid?.cents : undefined,
  }));
  return { ...(paid && { paid }), ...(createdAt && Number.isFinite(createdAt.getTime()) && { createdAt }), lines };
}

/** What one payment line (`<transaction id>` or `<transaction id>-<n>`) paid, in cents. */
export function lineCents(subject: unknown, lineId: string): number | undefined {
  const { lines } = paymentMoney(subject);
  const suffix = /-(\d+)$/.exec(lineId);
  if (lines.length === 1) return lines[0]!.cents;
  return suffix ? lines[Number(suffix[1]) - 1]?.cents : undefined;
}
