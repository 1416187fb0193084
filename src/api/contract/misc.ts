import * as z from 'zod/mini';

export const CONTACT_BOUNDS = {
  username: [3, 16],
  subject: [6, 40],
  text: [20, 1000],
} as const;

export const SendMailBody = z.object({
  username: z.string().check(z.minLength(CONTACT_BOUNDS.username[0]), z.maxLength(CONTACT_BOUNDS.username[1])),
  email: z.email(),
  subject: z.string().check(z.minLength(CONTACT_BOUNDS.subject[0]), z.maxLength(CONTACT_BOUNDS.subject[1])),
  text: z.string().check(z.minLength(CONTACT_BOUNDS.text[0]), z.maxLength(CONTACT_BOUNDS.text[1])),
});
export type SendMailBody = z.infer<typeof SendMailBody>;
export const MessageAnswer = z.object({ message: z.string() });

export const ExchangeRateAnswer = z.object({
  base_code: z.literal('EUR'),
  conversion_rates: z.record(z.string(), z.number()),
});
export type ExchangeRateAnswer = z.infer<typeof ExchangeRateAnswer>;

export const Creator = z.object({ code: z.string(), name: z.string() });
export const CreatorsAnswer = z.array(Creator);

/** What changed an H-Points balance (one ledger entry each). */
export const LEDGER_KINDS = ['opening', 'purchase', 'tebex', 'monthly', 'reversal', 'admin'] as const;
export const LedgerKind = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof LedgerKind>;

export const Transaction = z.object({
  id: z.string(),
  date: z.string(),
  packageData: z.object({ id: z.union([z.string(), z.number()]), name: z.string() }),
  quantity: z.number(),
  /** What the line is: a purchase, a Tebex payment, a monthly credit, a reversal… (absent: the list it is in says). */
  kind: z.optional(LedgerKind),
  /** The signed H-Points change it made, when it made one. */
  points: z.optional(z.number()),
});
export type Transaction = z.infer<typeof Transaction>;
export const TransactionsAnswer = z.object({ shop: z.array(Transaction), tebex: z.array(Transaction) });
export type TransactionsAnswer = z.infer<typeof TransactionsAnswer>;
