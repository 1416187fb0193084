// The once-fetched and rate-limit timestamps the main store persists (spec 01 §3
// "timers"), by a closed set of keys: ms since epoch, absent = never.
import * as z from 'zod/mini';
import { GAME_SERVERS, type GameServer } from '../api/contract/common';

export const timerKeys = {
  /** The characters of one game server were fetched. */
  characters: (server: GameServer) => `characters:${server}` as const,
  /** The transaction history was fetched. */
  transactions: 'transactions',
  /** The contact form was last sent (5 minutes between two). */
  contactForm: 'submitForm',
} as const;

export type TimerKey = ReturnType<typeof timerKeys.characters> | typeof timerKeys.transactions | typeof timerKeys.contactForm;
export type Timers = Partial<Record<TimerKey, number>>;

/** The timers of what was fetched for the logged-in user: a logout forgets them. */
export const USER_TIMERS: readonly TimerKey[] = [...GAME_SERVERS.map(timerKeys.characters), timerKeys.transactions];

const KNOWN = new Set<string>([...USER_TIMERS, timerKeys.contactForm]);

/** Stored timers; a key this version does not know (an older one's) is dropped, not a reason to reset the store. */
export const TimersSchema = z.pipe(
  z.record(z.string(), z.number()),
  z.transform((stored): Timers => Object.fromEntries(Object.entries(stored).filter(([key]) => KNOWN.has(key)))),
);
