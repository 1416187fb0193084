// Messages the game sends to the page ({action, data} on window 'message').
import * as z from 'zod/mini';
import { GameServer } from '../api/contract/common';

export const GameMessage = z.discriminatedUnion('action', [
  // The in-game page takes only a few link fields from it (never the API or sign-in
  // addresses) and ignores it, with a warning, when they are not valid.
  z.object({ action: z.literal('config'), data: z.record(z.string(), z.unknown()) }),
  z.object({ action: z.literal('open'), data: z.optional(z.unknown()) }),
  z.object({ action: z.literal('close'), data: z.optional(z.unknown()) }),
  z.object({
    action: z.literal('login'),
    data: z.object({ token: z.string().check(z.minLength(1)), serverId: z.optional(GameServer) }),
  }),
  // No token could be had (no secret, the shop down, too many requests): a French text.
  z.object({ action: z.literal('loginFailed'), data: z.object({ message: z.string().check(z.minLength(1), z.maxLength(300)) }) }),
]);
export type GameMessage = z.infer<typeof GameMessage>;

/** Unknown or malformed messages are ignored (null), never thrown. */
export function parseGameMessage(raw: unknown): GameMessage | null {
  const parsed = GameMessage.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
