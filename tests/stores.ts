// The one store reset: every store of the shop back to its defaults before a test.
import type { Account } from '../src/api/contract/account';
import type { Product } from '../src/api/contract/shop';
import type { ShopIdentity } from '../src/api/contract/shop-identity';
import { HURRICANE } from './identity';
import { ref } from 'valtio';
import { loginPanel } from '../src/features/account/login-state';
import { productNotifications } from '../src/features/basket/product-notifications';
import { quickBuy } from '../src/features/basket/quick-buy';
import { presentation, presentationDefaults } from '../src/features/catalogue/item-presentation';
import { purchase } from '../src/features/checkout/points-purchase';
import { dailyOffersStatus } from '../src/features/daily-shop/daily-offers-status';
import { fatal } from '../src/features/errors/fatal-error';
import { hostedFlow } from '../src/features/hosted-store/hosted-basket';
import { showWords } from '../src/i18n/live';
import { language, languageDefaults } from '../src/state/language';
import { main, mainDefaults } from '../src/state/main-store';
import { overlayDefaults, overlays } from '../src/state/overlays';
import { catalogueRef, shop, shopDefaults } from '../src/state/shop-store';

export function resetStores({ user = null as Account | null, products = [] as Product[], identity = HURRICANE as ShopIdentity | null } = {}) {
  Object.assign(main, mainDefaults(), { user });
  Object.assign(language, languageDefaults());
  showWords(null);
  document.documentElement.lang = 'fr';
  Object.assign(shop, shopDefaults(), { products: catalogueRef(products), identity: identity && ref(identity) });
  Object.assign(overlays, overlayDefaults());
  Object.assign(presentation, presentationDefaults());
  productNotifications.list = [];
  fatal.error = null;
  Object.assign(dailyOffersStatus, { pending: true, error: false });
  loginPanel.error = null;
  quickBuy.line = null;
  Object.assign(purchase, { status: 'idle', attempt: null, receipt: null });
  Object.assign(hostedFlow, { loading: null, giftPackageId: null, checkoutIdent: null, askCancel: false, payment: null });
}

export { HURRICANE };
