// Calls the game resource's server script makes (header X-Server-Secret), never the
// web or NUI client: their own table, documented with the rest of the API.
import * as z from 'zod/mini';
import { GameServer } from './common';
import { endpoint } from './endpoints';

/** A character of the player on the resource's server, as the game's framework has it. */
export const GameCharacter = z.object({
  /** The framework's id of the character (ESX identifier, QBCore citizenid): keeps its shop id stable. */
  id: z.optional(z.union([z.string().check(z.maxLength(100)), z.number()])),
  firstname: z.string().check(z.minLength(1), z.maxLength(100)),
  lastname: z.string().check(z.maxLength(100)),
  /** YYYY-MM-DD, or DD/MM/YYYY as ESX stores it. */
  dob: z.optional(z.string().check(z.maxLength(30))),
  pob: z.optional(z.string().check(z.maxLength(100))),
  /** cm */
  height: z.optional(z.number()),
});
export type GameCharacter = z.infer<typeof GameCharacter>;

/** A Cfx.re identifier as FiveM gives it (GetPlayerIdentifiers): `fivem:` and the forum account's number. */
export const FivemId = z.string().check(z.regex(/^fivem:[0-9]{1,20}$/));

export const GameTokenBody = z.object({
  /** FiveM identifier of the player, e.g. license:0123abcd… */
  license: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The player's name in the game: names the account a license seen for the first time creates (made unique). */
  name: z.optional(z.string().check(z.maxLength(100))),
  /** The player's characters on the server of the `gameServer` header: replace that server's characters of the account. */
  characters: z.optional(z.array(GameCharacter).check(z.maxLength(50))),
  /** Shop username, to bind a license seen for the first time to an existing account. */
  username: z.optional(z.string()),
  /** The player's Cfx.re identifier: the account remembers it; a Tebex webstore payment of that Cfx.re account credits it. */
  fivemId: z.optional(FivemId),
});
export type GameTokenBody = z.infer<typeof GameTokenBody>;

/** A one-time login token for `POST /api/loginGame?token=`, valid `expiresIn` seconds. */
export const GameTokenAnswer = z.object({ token: z.string(), expiresIn: z.number() });

/** How many players one claim may name, and how many deliveries one claim hands out at most. */
export const CLAIM_BOUNDS = { licenses: 256, deliveries: 100 } as const;

export const DELIVERY_ORIGINS = ['points', 'tebex', 'admin'] as const;
/** `grant` gives it in the game; `revoke` takes back what a grant gave (a rank that ended, a reversed payment). */
export const DELIVERY_ACTIONS = ['grant', 'revoke'] as const;

/**
 * Something bought on the shop, to grant in the game: a line of a points purchase
 * (`points`), a credited Tebex payment of something that lives in the game (`tebex`) or
 * an admin's (`admin`); or, with `action: revoke`, a grant to take back.
 */
export const Delivery = z.object({
  /** Decimal digits; the resource records it as granted (KVP `delivered:<id>`) before acknowledging it. */
  id: z.string(),
  /** The game license of the account the delivery belongs to, as it is when claimed. */
  license: z.string(),
  server: GameServer,
  /** The shop character it was bought for (`getCharacters` ids); null: the account, whichever character plays. */
  characterId: z.nullable(z.number()),
  itemId: z.string(),
  category: z.string(),
  amount: z.number(),
  origin: z.enum(DELIVERY_ORIGINS),
  action: z.enum(DELIVERY_ACTIONS),
  /** ISO date of the purchase. */
  createdAt: z.string(),
});
export type Delivery = z.infer<typeof Delivery>;

export const DeliveriesClaimBody = z.object({
  /** The game server the resource runs on. */
  server: GameServer,
  /** The licenses of the players online (and loaded) on it. */
  licenses: z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.maxLength(CLAIM_BOUNDS.licenses)),
});
export type DeliveriesClaimBody = z.infer<typeof DeliveriesClaimBody>;

/** Their pending deliveries, oldest first, each leased to the caller for 60 s. */
export const DeliveriesClaimAnswer = z.object({ deliveries: z.array(Delivery) });

export const DeliveryAckParams = z.object({ id: z.string().check(z.regex(/^[1-9][0-9]{0,17}$/)) });
export const DeliveryAckAnswer = z.object({ ok: z.literal(true) });

/** `shoppoints` in the game's console: an H-Points adjustment of the account bound to a license. */
export const AdminPointsBody = z.object({
  license: z.string().check(z.minLength(1), z.maxLength(200)),
  delta: z.number().check(z.int(), z.gte(-1_000_000), z.lte(1_000_000)),
  reason: z.string().check(z.minLength(3), z.maxLength(200)),
});
export const AdminPointsAnswer = z.object({ shopTokens: z.number() });

/** `/tebex <transaction id>` in the game: a Tebex payment no account was found for, claimed by the player of `license`. */
export const TebexClaimBody = z.object({
  license: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Tebex's transaction id, as the buyer's receipt shows it (tbx-…). */
  transactionId: z.string().check(z.minLength(1), z.maxLength(100)),
  /** The player's Cfx.re identifier: a payment made by another Cfx.re account is refused. */
  fivemId: z.optional(FivemId),
});
export type TebexClaimBody = z.infer<typeof TebexClaimBody>;

/** What the payment credited that account: H-Points (packs and a rank's monthly ones), the rank it pays. */
export const TebexClaimAnswer = z.object({
  credited: z.object({ points: z.optional(z.number()), rank: z.optional(z.string()) }),
});

export const adminEndpoints = {
  gameToken: endpoint({
    method: 'POST',
    path: '/api/admin/gameToken',
    summary: 'Mint a one-time login token (60 s) for a player, creating the account of a new license and storing their characters; one per license per 5 s (429); headers X-Server-Secret, gameServer',
    auth: 'serverSecret',
    body: GameTokenBody,
    answer: GameTokenAnswer,
  }),
  claimDeliveries: endpoint({
    method: 'POST',
    path: '/api/admin/deliveries/claim',
    summary: 'Pending deliveries of the players online, each leased for 60 s (never handed to two claims at once); header X-Server-Secret',
    auth: 'serverSecret',
    body: DeliveriesClaimBody,
    answer: DeliveriesClaimAnswer,
  }),
  ackDelivery: endpoint({
    method: 'POST',
    path: '/api/admin/deliveries/{id}/ack',
    summary: 'Acknowledge a granted delivery: never handed out again; idempotent; 404 unknown id; header X-Server-Secret',
    auth: 'serverSecret',
    params: DeliveryAckParams,
    answer: DeliveryAckAnswer,
  }),
  points: endpoint({
    method: 'POST',
    path: '/api/admin/points',
    summary: 'Adjust the H-Points of the account bound to a license (the resource’s shoppoints command): a ledger entry of kind admin, audited; 404 unknown license; header X-Server-Secret',
    auth: 'serverSecret',
    body: AdminPointsBody,
    answer: AdminPointsAnswer,
  }),
  tebexClaim: endpoint({
    method: 'POST',
    path: '/api/admin/tebex/claim',
    summary: 'Credit a completed Tebex payment recorded without a buyer (the resource’s /tebex command) to the account of a license, once, audited; 404 unknown payment or license, 409 already credited, refunded or not claimable, 403 paid by another Cfx.re account, 429 over 5 tries per license in 10 minutes; header X-Server-Secret, gameServer (where its deliveries go)',
    auth: 'serverSecret',
    body: TebexClaimBody,
    answer: TebexClaimAnswer,
  }),
} as const;
