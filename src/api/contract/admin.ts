// Calls the game resource's server script makes (header X-Server-Secret), never the
// web or NUI client: their own table, documented with the rest of the API.
import * as z from 'zod/mini';
import { endpoint } from './endpoints';

export const GameTokenBody = z.object({
  /** FiveM identifier of the player, e.g. license:0123abcd… */
  license: z.string().check(z.minLength(1)),
  /** Shop username, to bind a license seen for the first time. */
  username: z.optional(z.string()),
});
export type GameTokenBody = z.infer<typeof GameTokenBody>;

/** A one-time login token for `POST /api/loginGame?token=`, valid `expiresIn` seconds. */
export const GameTokenAnswer = z.object({ token: z.string(), expiresIn: z.number() });

export const adminEndpoints = {
  gameToken: endpoint({
    method: 'POST',
    path: '/api/admin/gameToken',
    summary: 'Mint a one-time login token (60 s) for a player; header X-Server-Secret',
    auth: 'serverSecret',
    body: GameTokenBody,
    answer: GameTokenAnswer,
  }),
} as const;
