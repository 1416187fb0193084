import type { Context } from 'hono';
import type { AppOptions } from '../app-options';
import type { AccountRow } from '../db/accounts';

/** The app's dependencies, with the defaults filled in. */
export interface Deps extends AppOptions {
  now: () => Date;
  fetch: typeof fetch;
}

export interface AppEnv {
  /** The request's account, once read from its session cookie (null: none). */
  Variables: { account?: AccountRow | null };
}

export type AppContext = Context<AppEnv>;
