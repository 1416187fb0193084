import { getVersion, proxy } from 'valtio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { MAIN_STORE_VERSION, MainPersisted, mainDefaults, mainMigrations } from '../../src/state/main-store';
import { PersistTimeoutError, STORAGE_PREFIX, persist } from '../../src/state/persist';
import { CATALOGUE_FIELDS, SHOP_STORE_VERSION, ShopPersisted, shopDefaults, shopMigrations } from '../../src/state/shop-store';
import { createObservable } from '../../src/platform/observable';
import { createMemoryStorage } from '../../src/platform/safe-storage';
import type { KeyValueStorage } from '../../src/platform/platform';

const Schema = z.object({ count: z.number(), name: z.string() });
const defaults = () => ({ count: 0, name: 'défaut', transient: 'x' as string | null });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(raw: string | null, storage: KeyValueStorage = createMemoryStorage(), extra = {}) {
  if (raw !== null) void storage.setItem(`${STORAGE_PREFIX}test`, raw);
  const store = proxy(defaults());
  const handle = persist(store, defaults(), {
    key: 'test', version: 2, schema: Schema, exclude: ['transient'], storage,
    migrations: { 2: (data) => ({ ...data, name: 'migré' }) },
    ...extra,
  });
  return { store, handle, storage };
}

afterEach(() => vi.useRealTimers());

describe('persist', () => {
  it('restores a current payload', async () => {
    const { store, handle } = setup(JSON.stringify({ v: 2, data: { count: 7, name: 'ok' } }));
    await handle.ready;
    expect(store).toMatchObject({ count: 7, name: 'ok' });
  });

  it('runs migrations in order from an older version', async () => {
    const { store, handle } = setup(JSON.stringify({ v: 1, data: { count: 3, name: 'ancien' } }));
    await handle.ready;
    expect(store).toMatchObject({ count: 3, name: 'migré' });
  });

  it.each([
    ['garbage JSON', '{nope'],
    ['no envelope', JSON.stringify({ count: 1 })],
    ['wrong shape', JSON.stringify({ v: 2, data: { count: 'beaucoup' } })],
    ['a newer version', JSON.stringify({ v: 3, data: { count: 1, name: 'futur' } })],
    ['a version without migration path', JSON.stringify({ v: 0, data: { count: 1, name: 'x' } })],
  ])('falls back to defaults on %s', async (_label, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, handle } = setup(raw);
    await handle.ready;
    expect(store).toMatchObject({ count: 0, name: 'défaut' });
    expect(warn).toHaveBeenCalled();
  });

  it('writes {v, data} without the excluded keys', async () => {
    const { store, handle, storage } = setup(null);
    await handle.ready;
    store.count = 5;
    store.transient = 'secret';
    await flush();
    expect(JSON.parse((await storage.getItem(`${STORAGE_PREFIX}test`))!)).toEqual({ v: 2, data: { count: 5, name: 'défaut' } });
  });

  it('does not write back what it has just read, and writes the next change', async () => {
    const storage = createMemoryStorage();
    const stored = JSON.stringify({ v: 2, data: { count: 7, name: 'ok' } });
    const { store, handle } = setup(stored, storage);
    const setItem = vi.spyOn(storage, 'setItem');
    await handle.ready;
    await flush();
    expect(setItem).not.toHaveBeenCalled();
    store.count = 8;
    await flush();
    expect(setItem.mock.calls).toEqual([[`${STORAGE_PREFIX}test`, JSON.stringify({ v: 2, data: { count: 8, name: 'ok' } })]]);
  });

  it('writes migrated data back in the current version', async () => {
    const storage = createMemoryStorage();
    const { handle } = setup(JSON.stringify({ v: 1, data: { count: 3, name: 'ancien' } }), storage);
    await handle.ready;
    await flush();
    expect(JSON.parse((await storage.getItem(`${STORAGE_PREFIX}test`))!)).toEqual({ v: 2, data: { count: 3, name: 'migré' } });
  });

  it('does not write again when only excluded keys changed', async () => {
    const { store, handle, storage } = setup(null);
    await handle.ready;
    store.count = 5;
    await flush();
    const setItem = vi.spyOn(storage, 'setItem');
    store.transient = 'autre';
    await flush();
    expect(setItem).not.toHaveBeenCalled();
    store.name = 'nouveau';
    await flush();
    expect(setItem).toHaveBeenCalledOnce();
  });

  it('survives a storage that throws on read and on write', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken: KeyValueStorage = {
      getItem: () => { throw new Error('SecurityError'); },
      setItem: () => { throw new Error('QuotaExceededError'); },
      removeItem: () => {},
    };
    const { store, handle } = setup(null, broken);
    await handle.ready;
    store.count = 1;
    await flush();
    expect(store.count).toBe(1);
  });

  it('raises an error after 5000 ms when the storage never answers, keeping defaults', async () => {
    vi.useFakeTimers();
    const hanging: KeyValueStorage = { getItem: () => new Promise(() => {}), setItem: () => {}, removeItem: () => {} };
    const { store, handle } = setup(null, hanging);
    const outcome = handle.ready.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(4999);
    expect(store.name).toBe('défaut');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(PersistTimeoutError);
  });

  it('re-reads the storage when the page becomes visible again', async () => {
    const visible = createObservable(true);
    const { store, handle, storage } = setup(null, createMemoryStorage(), { visible });
    await handle.ready;
    visible.set(false);
    await storage.setItem(`${STORAGE_PREFIX}test`, JSON.stringify({ v: 2, data: { count: 42, name: 'autre onglet' } }));
    visible.set(true);
    await flush();
    expect(store).toMatchObject({ count: 42, name: 'autre onglet' });
  });

  it('restores the `refs` keys whole, not deep-proxied, and still writes them', async () => {
    const storage = createMemoryStorage();
    await storage.setItem(`${STORAGE_PREFIX}list`, JSON.stringify({ v: 1, data: { items: [{ id: 'a' }] } }));
    const store = proxy({ items: [] as { id: string }[] });
    const handle = persist(store, { items: [] }, {
      key: 'list', version: 1, schema: z.object({ items: z.array(z.object({ id: z.string() })) }),
      migrations: {}, exclude: [], refs: ['items'], storage,
    });
    await handle.ready;
    expect(store.items).toEqual([{ id: 'a' }]);
    expect(getVersion(store.items)).toBeUndefined();
    expect(getVersion(store)).toBeDefined();
    store.items = [{ id: 'b' }];
    await flush();
    expect(JSON.parse((await storage.getItem(`${STORAGE_PREFIX}list`))!)).toEqual({ v: 1, data: { items: [{ id: 'b' }] } });
  });

  it('applies nothing when the page shows again and the stored text is the one it wrote', async () => {
    const visible = createObservable(true);
    const storage = createMemoryStorage();
    const getItem = vi.spyOn(storage, 'getItem');
    const parse = vi.spyOn(Schema, 'safeParse');
    const { store, handle } = setup(JSON.stringify({ v: 2, data: { count: 1, name: 'ok' } }), storage, { visible });
    await handle.ready;
    store.count = 2;
    await flush();
    visible.set(false);
    visible.set(true);
    await flush();
    expect(getItem).toHaveBeenCalledTimes(2);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(store).toMatchObject({ count: 2, name: 'ok' });
    parse.mockRestore();
  });
});

describe('store migrations of the spec', () => {
  const migrate = (migrations: typeof mainMigrations, data: Record<string, unknown>, from: number, to: number) => {
    for (let v = from + 1; v <= to; v++) data = migrations[v]!(data);
    return data;
  };

  it('main v3 → v6 drops old timer and check fields and resets fetched creator codes', () => {
    const { notification: _n, ...current } = mainDefaults();
    const old = {
      ...current, shopVerTimer: 1, whoAmITimer: 2, currenciesTimer: 3, charactersTimer: 4,
      lastWhoAmICheck: 5, lastCharactersCheck: 6, lastShopVerCheck: 7,
      creatorCodes: [{ code: 'OLD', name: 'Ancien' }], fetchedCreatorCodes: true,
    };
    const migrated = migrate(mainMigrations, old, 3, MAIN_STORE_VERSION);
    for (const key of ['shopVerTimer', 'whoAmITimer', 'currenciesTimer', 'charactersTimer', 'lastWhoAmICheck', 'lastCharactersCheck', 'lastShopVerCheck']) {
      expect(migrated).not.toHaveProperty(key);
    }
    expect(migrated).toMatchObject({ creatorCodes: [], fetchedCreatorCodes: false });
    expect(MainPersisted.safeParse(migrated).success).toBe(true);
  });

  it('shop v1 → v5 drops old timers, adds lastDailyShopCheck, keeps the basket and leaves the catalogue to its own key', () => {
    const { genericError: _g, shopTokensError: _s, lastDailyShopCheck: _l, identity: _i, ...old } = shopDefaults();
    const basket = [{ id: 'kit', quantity: 2, isFromDailyShop: false, discount: 0, itemError: null }];
    const migrated = migrate(shopMigrations, { ...old, basket, shopVer: 'v1', shopVerTimer: 9, dailyShopTimer: 9 }, 1, SHOP_STORE_VERSION);
    expect(migrated).not.toHaveProperty('shopVerTimer');
    expect(migrated).not.toHaveProperty('dailyShopTimer');
    expect(migrated).toHaveProperty('lastDailyShopCheck', 0);
    expect(migrated).toHaveProperty('basket', basket);
    for (const key of CATALOGUE_FIELDS) expect(migrated).not.toHaveProperty(key);
    expect(ShopPersisted.safeParse(migrated).success).toBe(true);
  });

  it('the main store never persists the notification, nor the shop store its errors', async () => {
    const { startPersistence } = await import('../../src/state/persistence');
    const { main } = await import('../../src/state/main-store');
    const { shop } = await import('../../src/state/shop-store');
    const storage = createMemoryStorage();
    await startPersistence({ storage, visible: createObservable(true) });
    main.notification = 'login';
    main.currency = 'USD';
    shop.genericError = 'erreur';
    await flush();
    const stored = JSON.parse((await storage.getItem(`${STORAGE_PREFIX}main`))!);
    expect(stored.v).toBe(6);
    expect(stored.data.currency).toBe('USD');
    expect(stored.data).not.toHaveProperty('notification');
    const storedShop = JSON.parse((await storage.getItem(`${STORAGE_PREFIX}shop`))!);
    expect(storedShop.v).toBe(5);
    expect(storedShop.data).not.toHaveProperty('genericError');
    expect(storedShop.data).not.toHaveProperty('shopTokensError');
  });

  it('keeps the catalogue under a key of its own, which a basket change does not write', async () => {
    const { startPersistence } = await import('../../src/state/persistence');
    const { shop } = await import('../../src/state/shop-store');
    const storage = createMemoryStorage();
    await startPersistence({ storage, visible: createObservable(true) });
    shop.shopVer = 'v7';
    await flush();
    const catalogue = JSON.parse((await storage.getItem(`${STORAGE_PREFIX}catalogue`))!);
    expect(catalogue).toMatchObject({ v: 1, data: { shopVer: 'v7', products: [] } });
    expect(Object.keys(catalogue.data).sort()).toEqual([...CATALOGUE_FIELDS].sort());
    const setItem = vi.spyOn(storage, 'setItem');
    shop.basket.push({ id: 'kit', quantity: 1, isFromDailyShop: false, discount: 0, itemError: null });
    await flush();
    expect(setItem.mock.calls.map(([key]) => key)).toEqual([`${STORAGE_PREFIX}shop`]);
    expect(JSON.parse((await storage.getItem(`${STORAGE_PREFIX}shop`))!).data.basket).toHaveLength(1);
  });
});
