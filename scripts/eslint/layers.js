// The layers of DESIGN.md as data: who may import whom. eslint.config.js turns the
// table into import-x/no-restricted-paths zones; the feature table feeds the
// architecture/features rule. docs/architecture.md explains both.

/**
 * Each layer (a folder) and the folders it may import, besides itself. An import
 * of anything else in src/, targets/ or server/ is an error. A nested folder is
 * checked against its own entry and its parent's.
 */
export const LAYERS = {
  'src/i18n': [],
  'src/lib': ['src/i18n'],
  'src/api/contract': ['src/lib'],
  'src/domain': ['src/api/contract', 'src/lib'],
  'src/platform': ['src/api/contract', 'src/domain', 'src/lib', 'src/i18n'],
  'src/api': ['src/platform', 'src/domain', 'src/lib', 'src/i18n'],
  'src/state': ['src/api', 'src/platform', 'src/domain', 'src/lib', 'src/i18n'],
  'src/ui': ['src/state', 'src/platform', 'src/lib', 'src/i18n'],
  'src/features': ['src/ui', 'src/state', 'src/api', 'src/platform', 'src/domain', 'src/lib', 'src/i18n'],
  'src/app': ['src/features', 'src/ui', 'src/state', 'src/api', 'src/platform', 'src/domain', 'src/lib', 'src/i18n'],
  targets: ['src'],
  server: ['src/api/contract', 'src/domain'],
};

/**
 * Each feature: the features it may use (no loops: a test checks the graph) and the
 * files it offers to others (the app, targets and those features). Its other files
 * are its own.
 */
export const FEATURES = {
  admin: { uses: ['account'], public: ['admin-entry'] },
  account: { uses: ['errors', 'language'], public: ['account-slot', 'discord-link', 'discord-link-start', 'discord-return-page', 'forum-return-page', 'login-game-page', 'login-methods', 'login-panel', 'login-state', 'session', 'session-effects'] },
  basket: { uses: [], public: ['add-control', 'basket-actions', 'quick-buy'] },
  catalogue: { uses: ['basket', 'currency', 'errors', 'hosted-store'], public: ['catalogue-actions', 'category-page', 'item-overlay-chunk', 'item-presentation', 'presented-item', 'product-actions', 'product-card', 'product-image', 'use-shop-version'] },
  characters: { uses: [], public: ['character-modal', 'character-strip', 'use-characters'] },
  checkout: { uses: ['basket', 'catalogue', 'characters', 'currency'], public: ['basket-button', 'purchase-dialogs'] },
  contact: { uses: [], public: ['contact-page'] },
  currency: { uses: [], public: ['currency-menu', 'offer-price', 'use-exchange-rates', 'use-price'] },
  'daily-shop': { uses: ['catalogue'], public: ['daily-shop-page', 'use-daily-shop-sync'] },
  errors: { uses: [], public: ['error-page', 'fatal-error', 'fatal-error-gate'] },
  history: { uses: [], public: ['history-popup'] },
  language: { uses: [], public: ['english-source', 'language-actions', 'language-menu'] },
  'hosted-store': { uses: ['account', 'basket', 'currency', 'errors'], public: ['cash-actions', 'cash-buttons', 'hosted-store-root'] },
  navigation: { uses: ['account', 'checkout', 'currency', 'language'], public: ['footer', 'mobile-drawer-chunk', 'shop-chrome'] },
  notifications: { uses: [], public: ['use-session-notifications'] },
  pages: { uses: ['catalogue', 'currency'], public: ['home-page', 'legal-page', 'privacy-page', 'redirecting-page'] },
};

/** import-x/no-restricted-paths zones: for each layer, everything in the code base but what it may import. */
export function layerZones(roots = ['src', 'targets', 'server']) {
  return Object.entries(LAYERS).flatMap(([layer, allowed]) =>
    roots.map((root) => ({
      target: `./${layer}`,
      from: `./${root}`,
      except: [layer, ...allowed].filter((path) => path === root || path.startsWith(`${root}/`)).map((path) => (path === root ? '.' : `.${path.slice(root.length)}`)),
      message: `${layer}/ may import only ${allowed.length ? allowed.join(', ') : 'no other folder of the shop'} (docs/architecture.md).`,
    })),
  ).filter((zone) => !zone.except.includes('.'));
}
