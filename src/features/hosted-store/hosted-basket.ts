// The hosted-store basket flow of spec 02 §4, in its order: create the basket,
// leave for the provider's login, come back authenticated, add the chosen package
// (once, quantity 1), then the confirmation popup shows while the basket holds it.
// The persisted part (basket, auth state, requested package) lives in the main
// store, so the flow survives the round trip to the provider and a reload.
import { proxy } from 'valtio';
import type { GiftTargetData, TebexAddPackageBody, TebexBasket } from '../../api/contract/tebex';
import type { ShopConfig } from '../../api/contract/config';
import { createTebexApi, TebexApiError, type TebexApi } from '../../api/tebex-api';
import { categoryListPath, resolveCategory } from '../../domain/category-slugs';
import { texts } from '../../i18n/fr';
import { hostedStoreTexts } from '../../i18n/fr-hosted-store';
import { randomToken } from '../../lib/random-token';
import { tryLock } from '../../lib/locks';
import { safeInternalPath } from '../../lib/safe-redirect';
import { resetBaskets } from '../../state/basket-reset';
import { main, type MainState } from '../../state/main-store';
import { currentServer } from '../../state/game-servers';
import { raiseError } from '../errors/fatal-error';

export const BASKET_LIFETIME_MS = 3_600_000;
export const BASKET_REFRESH_MS = 300;
export const AUTH_RETURN_PARAM = 'basketauthurldata';

/** What the flow shows besides the persisted basket. */
export const hostedFlow = proxy({
  /** The full-screen loader's text while a hosted-store call runs. */
  loading: null as string | null,
  /** The package the gift popup is open for (with the `giftTarget` overlay). */
  giftPackageId: null as number | null,
  /** The basket the checkout popup pays (with the `checkoutPopup` overlay). */
  checkoutIdent: null as string | null,
  /** The confirmation popup opens on "Voulez-vous vraiment annuler ?" (back with `?cancelled=true`). */
  askCancel: false,
  /** What the checkout said last, shown until dismissed. */
  payment: null as 'complete' | 'error' | null,
});

export type FlowStep = 'idle' | 'create' | 'authenticate' | 'add' | 'confirm';

type FlowState = Pick<MainState, 'user' | 'tebexBasket' | 'basketAuth' | 'requestedPackageData'>;

/** The next step of the flow for this state (spec 02 §4 "Hosted-store basket flow, in order"). */
export function nextStep(state: FlowState): FlowStep {
  if (!state.user) return 'idle';
  if (state.tebexBasket?.packages.length) return 'confirm';
  if (!state.requestedPackageData) return 'idle';
  if (!state.tebexBasket) return 'create';
  if (!state.basketAuth.isSuccess) return 'authenticate';
  return 'add';
}

/**
 * Whether the stored basket must be dropped: a visitor's basket at once, any basket
 * after an hour, a paid one, or one made for another account.
 */
export function basketExpired(state: Pick<MainState, 'user' | 'tebexBasket' | 'basketCreatedAt' | 'requestedPackageData'>, now: number): boolean {
  if (!state.tebexBasket) return false;
  if (!state.user) return true;
  if (state.basketCreatedAt === null || now - state.basketCreatedAt > BASKET_LIFETIME_MS) return true;
  if (state.tebexBasket.complete) return true;
  const custom = state.tebexBasket.custom;
  return !custom || Array.isArray(custom) || custom.accountId !== state.user.id;
}

/** Drops an expired basket; run at start and whenever the account changes. */
export function expireBasket(now = Date.now()) {
  if (basketExpired(main, now)) resetBaskets();
}

export interface FlowDeps {
  api: TebexApi;
  /** The page's origin: where the provider sends the player back. */
  origin: string;
  /** The path and query the player is on (where the flow comes back to). */
  currentPath: () => string;
  navigate: (path: string, options?: { replace?: boolean }) => void;
  /** Packages that carry the player's Discord id as variable data. */
  variablePackageIds: readonly number[];
}

/** The flow's collaborators, built in the browser when the flow runs: they read the page's address. */
export function flowDeps(tebex: ShopConfig['tebex'], navigate: FlowDeps['navigate'], api: TebexApi = createTebexApi(tebex)): FlowDeps {
  return {
    api,
    origin: window.location.origin,
    currentPath: () => window.location.pathname + window.location.search,
    navigate,
    variablePackageIds: tebex.discordPackageIds,
  };
}

/**
 * Keeps a basket the provider answered, unless it is paid: a paid basket is gone
 * from the store at once, whatever answered it (spec 02 §4: a new flow starts clean).
 */
export function keepBasket(basket: TebexBasket) {
  if (basket.complete) resetBaskets();
  else main.tebexBasket = basket;
}

/** Idents this page created or already checked with the provider. */
const checkedIdents = new Set<string>();

/**
 * A basket restored from storage (a later visit, another tab) is asked of the
 * provider once: paid (`complete`) or unknown, it is dropped. Otherwise the stored
 * one stays (an add answered meanwhile is newer than this answer).
 */
export async function checkRestoredBasket(api: TebexApi): Promise<void> {
  const ident = main.tebexBasket?.ident;
  if (!ident || checkedIdents.has(ident)) return;
  checkedIdents.add(ident);
  try {
    const basket = await api.basket(ident);
    if (basket.complete && main.tebexBasket?.ident === ident) resetBaskets();
  } catch (error) {
    if (error instanceof TebexApiError && error.status === 404) {
      if (main.tebexBasket?.ident === ident) resetBaskets();
    } else {
      checkedIdents.delete(ident);
      console.error('[hosted-store] basket check failed', error);
    }
  }
}

/** Starts buying (or gifting) one package: the flow runs until it needs the player. */
export function requestPackage(deps: FlowDeps, id: number, giftTarget: GiftTargetData | null) {
  // An ended basket (paid, expired) goes first: the request below starts a new one.
  expireBasket();
  if (main.tebexBasket?.packages.length) return Promise.resolve();
  main.requestedPackageData = { id, giftTarget };
  return advance(deps);
}

/** Runs the flow's steps while each can go on by itself; one run at a time. */
export async function advance(deps: FlowDeps): Promise<void> {
  const release = tryLock('hosted-basket');
  if (!release) return;
  try {
    for (;;) {
      expireBasket();
      const step = nextStep(main);
      if (step === 'create') await createBasket(deps);
      else if (step === 'authenticate') return await leaveToAuthenticate(deps);
      else if (step === 'add') {
        if (!(await addRequestedPackage(deps))) return;
      } else return;
    }
  } catch (error) {
    // Provider errors other than the add's are only logged (spec 02 §8); the flow starts over on the next click.
    console.error('[hosted-store] basket flow failed', error);
    resetBaskets();
  } finally {
    hostedFlow.loading = null;
    release();
  }
}

async function createBasket({ api, origin }: FlowDeps) {
  const user = main.user!;
  const server = currentServer();
  // The settings come with the page's catalogue: without them, no server to deliver to.
  if (!server) throw new Error('No game server known yet');
  hostedFlow.loading = hostedStoreTexts.creatingBasket;
  const basket = await api.createBasket({
    complete_url: `${origin}/`,
    cancel_url: `${origin}/?cancelled=true`,
    custom: { accountId: user.id, server, username: user.username },
    complete_auto_redirect: false,
  });
  checkedIdents.add(basket.ident);
  main.tebexBasket = basket;
  main.basketCreatedAt = Date.now();
  main.createdBasket = true;
  main.basketAuth = { payload: null, isSuccess: false };
}

/** What travels through the provider's login and back (`basketauthurldata`). */
export interface AuthReturnData {
  previousPage: string;
  /** The one-use value this tab stored: a return it did not start is refused. */
  authUrl: string;
  giftTarget: GiftTargetData | null;
  id: number;
}

async function leaveToAuthenticate({ api, origin, currentPath, navigate }: FlowDeps) {
  const requested = main.requestedPackageData!;
  hostedFlow.loading = hostedStoreTexts.authenticatingBasket;
  const nonce = randomToken();
  const previousPage = returnPage(currentPath());
  const data: AuthReturnData = { previousPage, authUrl: nonce, giftTarget: requested.giftTarget, id: requested.id };
  const returnUrl = `${origin}/?${new URLSearchParams({ [AUTH_RETURN_PARAM]: JSON.stringify(data) })}`;
  const url = await api.authUrl(main.tebexBasket!.ident, returnUrl);
  main.basketAuth = { payload: nonce, isSuccess: false };
  navigate(`/redirecting?${new URLSearchParams({ to: url })}`);
}

/**
 * Where the flow comes back to: the page, without the flow's parameters, and a
 * product's list rather than its overlay (the basket popup opens over the list).
 */
export function returnPage(path: string): string {
  const page = withoutFlowParams(path);
  const [pathname = '/', search] = page.split('?');
  const [, category = '', item] = pathname.split('/');
  const list = item && resolveCategory(category) ? categoryListPath(category) : pathname;
  return search ? `${list}?${search}` : list;
}

/** The page address without the flow's own query parameters. */
export function withoutFlowParams(path: string): string {
  const url = new URL(path, 'https://shop.invalid');
  for (const name of ['success', AUTH_RETURN_PARAM, 'cancelled', 'action']) url.searchParams.delete(name);
  return url.pathname + url.search;
}

/**
 * Back from the provider's login with `success=true` and our data: the basket is
 * authenticated, the flow goes on where it left (the page, the package, the gift).
 * Anything else (no success, a value this tab did not issue) is ignored.
 */
export function finishAuthentication(deps: FlowDeps, search: URLSearchParams): Promise<void> | null {
  const raw = search.get(AUTH_RETURN_PARAM);
  if (raw === null) return null;
  const data = parseAuthReturn(raw);
  const expected = main.basketAuth.payload;
  deps.navigate(safeInternalPath(data?.previousPage) ?? '/', { replace: true });
  if (search.get('success') !== 'true' || !data || !expected || data.authUrl !== expected || !main.tebexBasket) return Promise.resolve();
  main.basketAuth = { payload: expected, isSuccess: true };
  main.requestedPackageData ??= { id: data.id, giftTarget: data.giftTarget };
  return advance(deps);
}

function parseAuthReturn(raw: string): AuthReturnData | null {
  try {
    const value = JSON.parse(raw) as Partial<AuthReturnData> | null;
    if (!value || typeof value.authUrl !== 'string' || typeof value.id !== 'number' || typeof value.previousPage !== 'string') return null;
    const gift = value.giftTarget;
    const giftTarget = gift && typeof gift.id === 'string' && typeof gift.nickname === 'string' ? { id: gift.id, nickname: gift.nickname } : null;
    return { previousPage: value.previousPage, authUrl: value.authUrl, giftTarget, id: value.id };
  } catch {
    return null;
  }
}

/** The add's body (spec 02 §7): id as a string, quantity 1, Discord variables, the gift. */
export function addPackageBody(
  requested: NonNullable<MainState['requestedPackageData']>,
  user: NonNullable<MainState['user']>,
  variablePackageIds: readonly number[],
): TebexAddPackageBody {
  const { id, giftTarget } = requested;
  return {
    package_id: String(id),
    quantity: 1,
    ...(user.discordId && variablePackageIds.includes(id)
      ? { variable_data: { identifier: giftTarget?.id ?? user.id, gifter: user.username, discord_id: user.discordId } }
      : {}),
    ...(giftTarget ? { custom: { gift_target_data: giftTarget } } : {}),
  };
}

/** False when the add failed: the TEBEX_ADD_PACKAGE_FAILED page then shows the provider's words. */
async function addRequestedPackage({ api, variablePackageIds }: FlowDeps): Promise<boolean> {
  const requested = main.requestedPackageData!;
  hostedFlow.loading = texts.basket.adding;
  try {
    const basket = await api.addPackage(main.tebexBasket!.ident, addPackageBody(requested, main.user!, variablePackageIds));
    main.requestedPackageData = null;
    keepBasket(basket);
    return true;
  } catch (error) {
    if (!(error instanceof TebexApiError)) throw error;
    main.requestedPackageData = null;
    raiseError('TEBEX_ADD_PACKAGE_FAILED', [error.title, error.detail].filter(Boolean));
    return false;
  }
}

/** The package in the basket (one at most). */
export function basketPackage(basket: TebexBasket | null) {
  return basket?.packages[0] ?? null;
}

/** Takes the package out of the basket; a failure drops the whole basket (spec 02 §8). */
export async function removeBasketPackage(api: TebexApi) {
  const line = basketPackage(main.tebexBasket);
  if (!line || !main.tebexBasket) return;
  hostedFlow.loading = texts.basket.removing;
  try {
    keepBasket(await api.removePackage(main.tebexBasket.ident, line.id));
  } catch (error) {
    console.error('[hosted-store] package removal failed', error);
    resetBaskets();
  } finally {
    hostedFlow.loading = null;
  }
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/** Reads the basket again `delayMs` after a change (codes applied: spec 02 §7); an unknown basket is dropped. */
export function refreshBasketSoon(api: TebexApi, delayMs = BASKET_REFRESH_MS): Promise<void> {
  clearTimeout(refreshTimer);
  return new Promise((resolve) => {
    refreshTimer = setTimeout(async () => {
      const ident = main.tebexBasket?.ident;
      if (ident) {
        hostedFlow.loading = hostedStoreTexts.updating;
        try {
          const basket = await api.basket(ident);
          if (main.tebexBasket?.ident === ident) keepBasket(basket);
        } catch (error) {
          if (error instanceof TebexApiError && error.status === 404) resetBaskets();
          else console.error('[hosted-store] basket refresh failed', error);
        } finally {
          hostedFlow.loading = null;
        }
      }
      resolve();
    }, delayMs);
  });
}
