// Wires the stores to the platform's storage at start.
import type { Platform } from '../platform/platform';
import { LANGUAGE_STORE_VERSION, LanguagePersisted, language, languageDefaults } from './language';
import { MAIN_STORE_VERSION, MainPersisted, main, mainDefaults, mainMigrations } from './main-store';
import { persist } from './persist';
import {
  CATALOGUE_FIELDS, CATALOGUE_STORE_VERSION, CataloguePersisted, SHOP_STORE_VERSION, ShopPersisted, shop, shopDefaults, shopMigrations, type ShopState,
} from './shop-store';

const SHOP_ERRORS = ['genericError', 'shopTokensError'] as const;
/** Everything of the shop store but the catalogue. */
const NOT_CATALOGUE = (Object.keys(shopDefaults()) as (keyof ShopState)[]).filter((key) => !(CATALOGUE_FIELDS as readonly string[]).includes(key));

export function startPersistence(platform: Pick<Platform, 'storage' | 'visible'>): Promise<void> {
  const { storage, visible } = platform;
  const stores = [
    persist(main, mainDefaults(), {
      key: 'main', version: MAIN_STORE_VERSION, schema: MainPersisted, migrations: mainMigrations,
      exclude: ['notification'], storage, visible,
    }),
    persist(shop, shopDefaults(), {
      key: 'shop', version: SHOP_STORE_VERSION, schema: ShopPersisted, migrations: shopMigrations,
      exclude: [...SHOP_ERRORS, ...CATALOGUE_FIELDS], storage, visible,
    }),
    persist(shop, shopDefaults(), {
      key: 'catalogue', version: CATALOGUE_STORE_VERSION, schema: CataloguePersisted, migrations: {},
      exclude: NOT_CATALOGUE, refs: ['products', 'identity'], storage, visible,
    }),
    persist(language, languageDefaults(), {
      key: 'language', version: LANGUAGE_STORE_VERSION, schema: LanguagePersisted, migrations: {},
      exclude: ['shown'], storage, visible,
    }),
  ];
  return Promise.all(stores.map((s) => s.ready)).then(() => undefined);
}
