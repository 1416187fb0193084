// The own-catalogue purchase with H-Points (spec 02 §4 "Own-catalogue purchase",
// §8 errors): one request per attempt, one purchase per flow, the spec's timers.
import type { QueryClient } from '@tanstack/react-query';
import { proxy } from 'valtio';
import { accountKeys } from '../../api/account-queries';
import type { BuyBody } from '../../api/contract/shop';
import { ApiError, type Http } from '../../api/http';
import { buyProducts } from '../../api/purchase-queries';
import { shopKeys } from '../../api/shop-queries';
import { lineUnitPrice, linesTotal } from '../../domain/purchase-lines';
import { purchaseTexts } from '../../i18n/fr-purchase';
import { randomToken } from '../../lib/random-token';
import { wait } from '../../lib/timing';
import { isLoggedIn } from '../../state/logged-in';
import { main } from '../../state/main-store';
import { setOverlay } from '../../state/overlays';
import { shop, type BasketLine } from '../../state/shop-store';
import { currentServer } from '../../state/game-servers';
import { closeQuickBuy } from '../basket/quick-buy';
import { applyShopData } from '../catalogue/catalogue-actions';
import { resetItemPresentation } from '../catalogue/item-presentation';
import { nameInCatalogue } from '../../state/product-words';

export const PURCHASE_SUCCESS_DELAY_MS = 2500;
export const OVERLAY_CLOSE_DELAY_MS = 100;
export const WHO_AM_I_AFTER_PURCHASE_MS = 30_000;
export const NOT_ENOUGH_POINTS = "Vous n'avez pas assez de points boutique";

export type PurchaseStatus = 'idle' | 'loading' | 'success' | 'error';

export interface Receipt {
  message: string;
  lines: { id: string; name: string; quantity: number }[];
  total: number;
  fromDailyShop: boolean;
}

export const purchase = proxy({
  status: 'idle' as PurchaseStatus,
  /** The request last sent and not answered by the server: a retry of it reuses its key. */
  attempt: null as { key: string; body: string } | null,
  /** What the success dialog shows, once the success delay has passed. */
  receipt: null as Receipt | null,
});

/** A new flow (the recap or the quick buy opens): the errors of the last one go. */
export function startPurchaseFlow() {
  if (purchase.status === 'loading') return;
  purchase.status = 'idle';
  shop.genericError = null;
  shop.shopTokensError = null;
}

/** While this shows a loader, nothing more is sent. */
export const purchaseBusy = (state: { status: PurchaseStatus; receipt: unknown }) =>
  state.status === 'loading' || (state.status === 'success' && !state.receipt);

interface PurchaseRun {
  http: Http;
  queryClient: QueryClient;
  /** The lines to buy, as stored (errors are marked on them). */
  lines: BasketLine[];
  /** Bought lines leave where they came from. */
  onBought: () => void;
}

/** Buys the lines for the selected character; asks for a login or a character first. */
export async function buyWithPoints({ http, queryClient, lines, onBought }: PurchaseRun): Promise<void> {
  if (!isLoggedIn(main.user)) return setOverlay('login', true);
  const server = currentServer();
  const characterDbId = server === null ? null : (main.selectedCharacter[server] ?? null);
  if (characterDbId === null) return setOverlay('characterSelect', true);
  // One purchase per flow: a second click, Enter or retry while loading, or once done, sends nothing.
  if (purchase.status === 'loading' || purchase.status === 'success' || lines.length === 0) return;

  const body: BuyBody = {
    characterDbId,
    products: lines.map((line) => ({ itemId: line.id, amount: line.quantity, isFromDailyShop: line.isFromDailyShop, ...shownPrice(line) })),
  };
  const text = JSON.stringify(body);
  const key = purchase.attempt?.body === text ? purchase.attempt.key : randomToken();
  purchase.attempt = { key, body: text };
  purchase.status = 'loading';
  shop.genericError = null;
  shop.shopTokensError = null;
  for (const line of lines) line.itemError = null;

  const receipt = receiptOf(lines);
  try {
    const answer = await buyProducts(http, body, key);
    purchase.attempt = null;
    purchase.status = 'success';
    await wait(PURCHASE_SUCCESS_DELAY_MS);
    applyShopData(answer.shopData);
    if (main.user && typeof answer.shopTokens === 'number') main.user.shopTokens = answer.shopTokens;
    onBought();
    await wait(OVERLAY_CLOSE_DELAY_MS);
    resetItemPresentation();
    purchase.receipt = { ...receipt, message: answer.success };
    setOverlay('transactionRecap', false);
    closeQuickBuy();
    setOverlay('checkoutTransactionPopup', true);
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: accountKeys.whoAmIAll }), WHO_AM_I_AFTER_PURCHASE_MS);
  } catch (error) {
    purchase.status = 'error';
    // The server refused (4xx): nothing was debited, and a new try is a new attempt.
    // Any other failure keeps the key: a lost or late answer, or a 5xx (a proxy may
    // answer it after the server bought), may hide a purchase the retry must replay.
    if (refused(error)) purchase.attempt = null;
    if (showPurchaseError(error, lines)) void queryClient.invalidateQueries({ queryKey: shopKeys.version });
  }
}

/** Closing the success dialog; the daily shop is refreshed when a line came from it. */
export function closePurchaseSuccess(queryClient: QueryClient) {
  if (purchase.receipt?.fromDailyShop) void queryClient.refetchQueries({ queryKey: shopKeys.daily });
  setOverlay('checkoutTransactionPopup', false);
  purchase.receipt = null;
  purchase.status = 'idle';
}

function receiptOf(lines: BasketLine[]): Omit<Receipt, 'message'> {
  return {
    lines: lines.map((line) => ({ id: line.id, name: nameInCatalogue(shop.products, line.id), quantity: line.quantity })),
    total: linesTotal(lines, shop.products),
    fromDailyShop: lines.some((line) => line.isFromDailyShop),
  };
}

/** The unit price the player sees, sent so that the server refuses the line if its own differs (a sale began or ended). */
function shownPrice(line: BasketLine): { unitPrice?: number } {
  const product = shop.products.find((p) => p.itemId === line.id);
  return product ? { unitPrice: lineUnitPrice(product, line) } : {};
}

/** The server answered with a refusal of the request itself: it bought nothing. */
const refused = (error: unknown): boolean => error instanceof ApiError && error.kind === 'http' && error.status < 500;

/**
 * Routes an error by its kind (spec 02 §8); the basket is kept whatever happens. True when
 * it names a line: the catalogue is read again then, so the basket shows the server's
 * price and stock (a sale that began or ended, a product sold out).
 */
function showPurchaseError(error: unknown, lines: BasketLine[]): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'http') {
    shop.genericError = error instanceof ApiError && error.kind === 'network' && !navigator.onLine ? purchaseTexts.offline : purchaseTexts.lost;
    return false;
  }
  // A server error (its own crash, or a proxy's page): the purchase's French text, whatever the body said.
  if (!refused(error)) {
    shop.genericError = purchaseTexts.generic;
    return false;
  }
  const { itemId, object, shopTokensAmount } = error.detail;
  const line = lines.find((l) => l.id === itemId);
  if (line) line.itemError = { err: String(error.status), message: error.message };
  else if (object && error.message === NOT_ENOUGH_POINTS) shop.shopTokensError = { message: error.message, shopTokensAmount: shopTokensAmount ?? null };
  else shop.genericError = object ? purchaseTexts.generic : error.message;
  return !!line;
}
