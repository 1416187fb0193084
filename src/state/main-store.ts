// Main store (spec 01 §3, 02 §3): session, characters, server, timers, currency,
// hosted-store basket. Persisted as version 6, without the notification.
import { proxy } from 'valtio';
import * as z from 'zod/mini';
import { Account } from '../api/contract/account';
import { Character } from '../api/contract/characters';
import { GameServer } from '../api/contract/common';
import { Creator, TransactionsAnswer } from '../api/contract/misc';
import type { TebexBasket } from '../api/contract/tebex';
import { DEFAULT_CURRENCY, FALLBACK_RATES } from '../lib/money';
import type { Migrations } from './persist';
import { TimersSchema } from './timers';

export const MAIN_STORE_VERSION = 6;

const Attempts = z.object({ attempts: z.number(), timestamp: z.nullable(z.number()) });
const GiftTarget = z.object({ id: z.string(), nickname: z.string() });
/**
 * The Headless API's basket as last answered. Only its outline is checked here (the
 * in-game file never holds one, and the full schema would weigh on it); the web's
 * hosted-store flow checks a restored basket against the contract's schema.
 */
const StoredBasket = z.custom<TebexBasket>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { ident?: unknown }).ident === 'string',
);

/** By game server id: servers come and go with the settings. */
const perServer = <T extends z.ZodMiniType>(value: T) => z.record(GameServer, value);

/** Persisted part of the main store. */
export const MainPersisted = z.object({
  user: z.nullable(Account),
  /** The server the player picked; null, or one the settings no longer list: their first (src/state/game-servers.ts). */
  selectedServer: z.nullable(GameServer),
  characters: perServer(z.array(Character)),
  selectedCharacter: perServer(z.nullable(z.number())),
  timers: TimersSchema,
  rememberedItem: z.nullable(z.object({ id: z.union([z.string(), z.number()]), timestamp: z.number(), isGift: z.boolean() })),
  rates: z.record(z.string(), z.number()),
  currency: z.string(),
  creatorCodes: z.array(Creator),
  fetchedCreatorCodes: z.boolean(),
  transactions: z.nullable(TransactionsAnswer),
  tebexBasket: z.nullable(StoredBasket),
  basketAuth: z.object({ payload: z.nullable(z.string()), isSuccess: z.boolean() }),
  requestedPackageData: z.nullable(z.object({ id: z.number(), giftTarget: z.nullable(GiftTarget) })),
  basketCreatedAt: z.nullable(z.number()),
  createdBasket: z.boolean(),
  giftTarget: z.nullable(GiftTarget),
  attemptCounters: z.object({ discountCode: Attempts, verifyCreatorCode: Attempts, verifyUsername: Attempts }),
});
export type MainPersisted = z.infer<typeof MainPersisted>;

export type Notification = 'login' | 'logout';
export type MainState = MainPersisted & { notification: Notification | null };

const noAttempts = () => ({ attempts: 0, timestamp: null });

export function mainDefaults(): MainState {
  return {
    user: null,
    selectedServer: null,
    characters: {},
    selectedCharacter: {},
    timers: {},
    rememberedItem: null,
    rates: { ...FALLBACK_RATES },
    currency: DEFAULT_CURRENCY,
    creatorCodes: [],
    fetchedCreatorCodes: false,
    transactions: null,
    tebexBasket: null,
    basketAuth: { payload: null, isSuccess: false },
    requestedPackageData: null,
    basketCreatedAt: null,
    createdBasket: false,
    giftTarget: null,
    attemptCounters: { discountCode: noAttempts(), verifyCreatorCode: noAttempts(), verifyUsername: noAttempts() },
    notification: null,
  };
}

export const main = proxy<MainState>(mainDefaults());

/** Older stored shapes, oldest first: each step takes version N - 1 to N. */
export const mainMigrations: Migrations = {
  // v4 dropped the old per-call timer fields in favour of the `timers` record.
  4: ({ shopVerTimer: _a, whoAmITimer: _b, currenciesTimer: _c, charactersTimer: _d, ...rest }) => ({ timers: {}, ...rest }),
  // v5 reset the fetched creator codes (their shape changed to {code, name}).
  5: (data) => ({ ...data, creatorCodes: [], fetchedCreatorCodes: false }),
  // v6 dropped the "check" flags, now derived from `timers`.
  6: ({ lastWhoAmICheck: _a, lastCharactersCheck: _b, lastShopVerCheck: _c, ...rest }) => rest,
};
