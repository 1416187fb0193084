// The once-fetched and rate-limit timestamps the main store persists (spec 01 §3
// "timers"), by a closed set of keys: ms since epoch, absent = never.
import * as z from 'zod/mini';
import type { GameServer } from '../api/contract/common';

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

/** The timers of what was fetched for the logged-in user (each server's characters, the history): a logout forgets them. */
export const isUserTimer = (key: string) => /^characters:[a-z0-9_]{1,32}$/.test(key) || key === timerKeys.transactions;

const isKnown = (key: string) => isUserTimer(key) || key === timerKeys.contactForm;

/** Stored timers; a key this version does not know (an older one's) is dropped, not a reason to reset the store. */
export const TimersSchema = z.pipe(
  z.record(z.string(), z.number()),
  z.transform((stored): Timers => Object.fromEntries(Object.entries(stored).filter(([key]) => isKnown(key)))),
);
