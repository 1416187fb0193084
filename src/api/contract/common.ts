// Schemas shared by the client and the reference server: the contract has one source.
import * as z from 'zod/mini';

/** A game server's id, as the shop's settings list them (CONTRACT "The shop's identity"). */
export const GameServer = z.string().check(z.regex(/^[a-z0-9_]{1,32}$/));
export type GameServer = z.infer<typeof GameServer>;

export const PRODUCT_CATEGORIES = ['item', 'vehicle', 'weapon', 'pack', 'Points boutique', 'Grades'] as const;
export const ProductCategory = z.enum(PRODUCT_CATEGORIES);
export type ProductCategory = z.infer<typeof ProductCategory>;

/** Error body of every non-2xx answer: a French text, or an object carrying one. */
export const ErrorBody = z.object({
  error: z.union([
    z.string(),
    z.object({ message: z.string(), shopTokensAmount: z.optional(z.number()) }),
  ]),
  /** The purchase line at fault (sold out, over a limit, gone): the client marks that line. */
  itemId: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
