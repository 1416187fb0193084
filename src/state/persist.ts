// Versioned persistence of a valtio store: {v, data} under a key prefix, ordered
// migrations, defaults on anything unexpected, never a crash on a broken storage.
import { ref, snapshot, subscribe } from 'valtio/vanilla';
import type * as z from 'zod/mini';
import { withTimeout } from '../lib/timing';
import type { KeyValueStorage, Observable } from '../platform/platform';

export const STORAGE_PREFIX = 'hurricane:';
export const RESTORE_TIMEOUT_MS = 5000;

type Data = Record<string, unknown>;
/** Migration to version N, from version N - 1. */
export type Migrations = Record<number, (data: Data) => Data>;

export interface PersistOptions<T extends object> {
  key: string;
  version: number;
  /** Shape of the persisted part (the store minus `exclude`). */
  schema: z.ZodMiniType;
  migrations: Migrations;
  exclude: readonly (keyof T & string)[];
  /** Values only ever replaced whole: restored as valtio refs (see catalogueRef). */
  refs?: readonly (keyof T & string)[];
  storage: KeyValueStorage;
  /** Re-read the stored state each time this becomes true (tab shown again). */
  visible?: Observable<boolean>;
  timeoutMs?: number;
}

export class PersistTimeoutError extends Error {
  constructor(key: string, ms: number) {
    super(`Restoring "${key}" took longer than ${ms} ms`);
    this.name = 'PersistTimeoutError';
  }
}

export interface Persisted {
  /** Resolves once the stored state is applied; rejects on time-out (defaults stay). */
  ready: Promise<void>;
  stop(): void;
}

export function persist<T extends object>(store: T, defaults: T, options: PersistOptions<T>): Persisted {
  const storageKey = STORAGE_PREFIX + options.key;
  const timeoutMs = options.timeoutMs ?? RESTORE_TIMEOUT_MS;
  let restoring = false;

  const apply = (data: Data | null) => {
    const fresh = structuredClone(defaults) as Data;
    for (const key of options.exclude) delete fresh[key];
    const restored = { ...fresh, ...data };
    for (const key of options.refs ?? []) if (restored[key] !== null) restored[key] = ref(restored[key] as object);
    Object.assign(store, restored);
  };

  // The stored text as last read or written: a re-read that finds it unchanged has
  // nothing to apply (no parse, no new proxies, no re-render when the shop shows).
  let known: string | null | undefined;

  const excluded = new Set<string>(options.exclude);
  const persistedFields = (): Data => {
    const all = snapshot(store) as Data;
    const data: Data = {};
    for (const key of Object.keys(all)) if (!excluded.has(key)) data[key] = all[key];
    return data;
  };
  // What was last written or read as it is stored, field by field: valtio's snapshots
  // keep an unchanged field's value, so a change to excluded fields only (the basket,
  // for the catalogue's key) or a state just read is seen without serializing anything.
  let written: Data | undefined;

  const restore = async () => {
    restoring = true;
    try {
      const raw = await withTimeout(read(options.storage, storageKey), timeoutMs, () => new PersistTimeoutError(options.key, timeoutMs));
      if (raw === known) return;
      known = raw;
      const decoded = decode(raw, options);
      apply(decoded?.data ?? null);
      // Not written back as read: each start with a stored catalogue serialized and wrote
      // its 26 KB again. Migrated data is, in its new version.
      written = decoded?.current ? persistedFields() : undefined;
    } catch (error) {
      apply(null);
      throw error;
    } finally {
      restoring = false;
    }
  };

  const write = () => {
    if (restoring) return;
    const data = persistedFields();
    if (written && Object.keys(data).every((key) => data[key] === written![key])) return;
    written = data;
    known = JSON.stringify({ v: options.version, data });
    try {
      void Promise.resolve(options.storage.setItem(storageKey, known)).catch(warnWrite);
    } catch (error) {
      warnWrite(error);
    }
  };

  const unsubscribeStore = subscribe(store, write);
  const unsubscribeVisible = options.visible?.subscribe(() => {
    if (options.visible?.get()) restore().catch((error) => console.error(error));
  });
  return {
    ready: restore(),
    stop() {
      unsubscribeStore();
      unsubscribeVisible?.();
    },
  };
}

async function read(storage: KeyValueStorage, key: string): Promise<string | null> {
  try {
    return await storage.getItem(key);
  } catch (error) {
    console.warn(`[persist] storage refused to read "${key}"`, error);
    return null;
  }
}

/** The stored data migrated and validated, and whether it was stored in the current version; or null (meaning: defaults). */
function decode(raw: string | null, options: PersistOptions<never>): { data: Data; current: boolean } | null {
  if (raw === null) return null;
  const fallback = (why: string) => (console.warn(`[persist] "${options.key}": ${why}, using defaults`), null);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return fallback('stored value is not JSON');
  }
  if (!isEnvelope(parsed)) return fallback('stored value has no {v, data}');
  if (parsed.v > options.version) return fallback(`stored version ${parsed.v} is newer than ${options.version}`);
  let data = parsed.data;
  for (let v = parsed.v + 1; v <= options.version; v++) {
    const migrate = options.migrations[v];
    if (!migrate) return fallback(`no migration to version ${v}`);
    data = migrate(data);
  }
  const valid = options.schema.safeParse(data);
  return valid.success ? { data: valid.data as Data, current: parsed.v === options.version } : fallback('stored data has the wrong shape');
}

function isEnvelope(value: unknown): value is { v: number; data: Data } {
  if (typeof value !== 'object' || value === null) return false;
  const { v, data } = value as { v?: unknown; data?: unknown };
  return Number.isInteger(v) && typeof data === 'object' && data !== null && !Array.isArray(data);
}

function warnWrite(error: unknown) {
  console.warn('[persist] storage refused to write (full or unavailable)', error);
}
