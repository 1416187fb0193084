// Schemas shared by the client and the reference server: the contract has one source.
import * as z from 'zod/mini';

export const GAME_SERVERS = ['hurricane', 'hurricane_fa'] as const;
export const GameServer = z.enum(GAME_SERVERS);
export type GameServer = z.infer<typeof GameServer>;

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
