// Where a cash button leads (spec 02 §4): a visitor is asked to log in first (the
// add is remembered 5 minutes), a rank needs a linked Discord account first (the
// purchase resumes on the way back), a gift asks for its recipient, anything else
// starts the basket flow. The rank the player holds is never bought again for them.
import type { Product } from '../../api/contract/shop';
import { currentRank, isSameRank } from '../../domain/current-rank';
import type { Http } from '../../api/http';
import { hostedStoreTexts } from '../../i18n/fr-hosted-store';
import type { Platform } from '../../platform/platform';
import { main } from '../../state/main-store';
import { setOverlay } from '../../state/overlays';
import { startDiscordLink } from '../account/discord-link';
import { loginPanel } from '../account/login-state';
import type { CashAction } from './cash-buttons';
import type { FlowContext } from './flow-context';
import { flowDeps, hostedFlow, requestPackage, withoutFlowParams, type FlowDeps } from './hosted-basket';

export const LOGIN_DIALOG_DELAY_MS = 250;
export const PENDING_ADD_LIFETIME_MS = 300_000;

export interface CashPurchaseDeps extends FlowDeps {
  http: Http;
  platform: Pick<Platform, 'config' | 'flags' | 'storage' | 'openExternal'>;
}

/** A cash button's collaborators, built on its click (with the config of that moment) from what the page read while rendering. */
export const cashDeps = ({ navigate, http, platform }: FlowContext): CashPurchaseDeps => ({ ...flowDeps(platform.config.tebex, navigate), http, platform });

export function startCashPurchase(deps: CashPurchaseDeps, product: Pick<Product, 'category' | 'tebexPackageId' | 'name'>, action: CashAction): Promise<void> {
  const id = product.tebexPackageId;
  if (id === undefined) return Promise.resolve();
  const isGift = action === 'gift';
  const user = main.user;
  if (!user) {
    main.rememberedItem = { id, timestamp: Date.now(), isGift };
    loginPanel.error = hostedStoreTexts.loginFirst;
    setTimeout(() => setOverlay('login', true), LOGIN_DIALOG_DELAY_MS);
    return Promise.resolve();
  }
  // Its page reads "Votre abonnement", without a button: a deep link (?action=subscribe)
  // or a purchase remembered before the login does not start a second subscription.
  if (product.category === 'Grades' && !isGift && isSameRank(currentRank(user), product.name)) return Promise.resolve();
  if (product.category === 'Grades' && !user.discordId) {
    return startDiscordLink(deps.http, deps.platform, withoutFlowParams(deps.currentPath()), { packageId: id, isGift });
  }
  if (isGift) {
    hostedFlow.giftPackageId = id;
    setOverlay('giftTarget', true);
    return Promise.resolve();
  }
  return requestPackage(deps, id, null);
}

/**
 * The add remembered before a login or a Discord link, resumed once the player is
 * back; dropped when older than 5 minutes or when its package is not sold any more.
 */
export function resumePendingPurchase(deps: CashPurchaseDeps, products: readonly Product[], now = Date.now()): Promise<void> | null {
  const pending = main.rememberedItem;
  if (!pending || !main.user) return null;
  const product = products.find((p) => p.tebexPackageId !== undefined && String(p.tebexPackageId) === String(pending.id));
  if (!product && products.length === 0 && now - pending.timestamp <= PENDING_ADD_LIFETIME_MS) return null; // catalogue not there yet
  main.rememberedItem = null;
  if (!product || now - pending.timestamp > PENDING_ADD_LIFETIME_MS) return null;
  loginPanel.error = null;
  return startCashPurchase(deps, product, pending.isGift ? 'gift' : 'buy');
}
