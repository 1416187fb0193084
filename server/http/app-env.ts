import type { Context } from 'hono';
import type { AppOptions } from '../app-options';

export interface AccountRow {
  id: number;
  username: string;
  avatar_url: string | null;
  rank: string | null;
  grp: string | null;
  shop_tokens: number;
  discord_id: string | null;
}

/** The app's dependencies, with the defaults filled in. */
export interface Deps extends AppOptions {
  now: () => Date;
  fetch: typeof fetch;
}

export interface AppEnv {
  Variables: { account?: AccountRow | null; sessionHash?: string };
}

export type AppContext = Context<AppEnv>;
