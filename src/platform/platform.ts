// What a target hands to the app core. The core never asks which target it runs
// in: it reads flags and calls these capabilities.
import type { BaseLocationHook } from 'wouter';
import type { ShopConfig } from '../api/contract/config';
import type { Flags } from './flags';
import type { GameMessage } from './game-message';

/** localStorage-like, possibly asynchronous (restores are raced against a time-out). */
export interface KeyValueStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

export interface Subscribable<T> {
  subscribe(listener: (value: T) => void): () => void;
}

/** A value that changes over time, readable now and observable (useSyncExternalStore-shaped). */
export interface Observable<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

export interface Platform {
  /** For telemetry and tests only, never for branching. */
  kind: 'web' | 'nui';
  locationHook: BaseLocationHook;
  storage: KeyValueStorage;
  /** Opens an address outside the shop; only http(s) addresses are honoured. */
  openExternal(url: string): void;
  /** Whether the shop is on screen: timers and polling stop while it is not. */
  visible: Observable<boolean>;
  /** Validated messages from the game; absent outside the game. */
  gameEvents?: Subscribable<GameMessage>;
  /** Tells the host the shop wants to close (the game releases focus). */
  requestClose?: () => void;
  /** Asks the host for a fresh one-time login token (the game answers with a `login` message). */
  requestLogin?: () => void;
  /** Asks the host to open the web shop, logged in with a fresh token, on this page path. */
  requestWebLogin?: (path: string) => void;
  /**
   * An answer the host asked for before the shop's code ran (the in-game page's first
   * catalogue, while the browser compiled the shop): handed once to the same GET.
   */
  prefetched?: (url: string) => Promise<Response> | undefined;
  flags: Flags;
  config: ShopConfig;
}
