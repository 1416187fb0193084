// The hosted-store flow on the page (its own chunk): a restored basket checked and
// expired, the return from the provider's login, `?cancelled=true`, deep links
// (`?action=`), the add remembered before a login or a Discord link, the
// full-screen loader, and the popups, each loaded when it first opens.
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import * as z from 'zod/mini';
import type { Product } from '../../api/contract/shop';
import { TebexBasket } from '../../api/contract/tebex';
import { findProduct } from '../../domain/visibility';
import { resetBaskets } from '../../state/basket-reset';
import { main } from '../../state/main-store';
import { overlays, setOverlay } from '../../state/overlays';
import { shop } from '../../state/shop-store';
import { PageLoader } from '../../ui/page-loader';
import { openQuickBuy } from '../basket/quick-buy';
import type { CashAction } from './cash-buttons';
import { resumePendingPurchase, startCashPurchase } from './cash-purchase';
import { advance, basketPackage, checkRestoredBasket, expireBasket, finishAuthentication, hostedFlow, nextStep, withoutFlowParams } from './hosted-basket';
import { useCashDeps } from './use-cash-deps';
import styles from './hosted-store.module.css';

const ConfirmationPopup = lazy(() => import('./confirmation-popup'));
const GiftPopup = lazy(() => import('./gift-popup'));
const CheckoutPopup = lazy(() => import('./checkout-popup'));
const PaymentResult = lazy(() => import('./payment-result'));

const CASH_ACTIONS: readonly string[] = ['buy', 'gift', 'subscribe'] satisfies CashAction[];

export default function HostedStoreFlow() {
  const deps = useCashDeps();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { user, tebexBasket, rememberedItem } = useSnapshot(main);
  const { products } = useSnapshot(shop);
  const { giftTarget, checkoutPopup } = useSnapshot(overlays);
  const { loading, payment } = useSnapshot(hostedFlow);

  // A restored basket that is not the provider's shape, or that expired, is dropped;
  // one left between its add and its answer (a reload) goes on.
  useEffect(() => {
    if (main.tebexBasket && !z.safeParse(TebexBasket, main.tebexBasket).success) resetBaskets();
    expireBasket();
    if (nextStep(main) === 'add') void advance(deps);
  }, [user?.id, deps]);

  // A stored basket (this visit's restore, another tab's write) may have been paid
  // since: the provider says, once per basket.
  const ident = user ? tebexBasket?.ident : undefined;
  useEffect(() => {
    if (ident) void checkRestoredBasket(deps.api);
  }, [ident, deps]);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const returning = finishAuthentication(deps, params);
    if (returning) return void returning.catch((error: unknown) => console.error('[hosted-store] return from the provider failed', error));
    if (params.get('cancelled') === 'true') {
      if (basketPackage(main.tebexBasket)) hostedFlow.askCancel = true;
      navigate(withoutFlowParams(location + (search ? `?${search}` : '')), { replace: true });
      return;
    }
    const action = params.get('action');
    if (action === null) return;
    const itemId = decodeURIComponent(location.split('/')[2] ?? '');
    const product = findProduct(products as Product[], itemId);
    if (!product && products.length === 0) return; // the catalogue is still on its way
    navigate(withoutFlowParams(location + `?${search}`), { replace: true });
    if (!product || !CASH_ACTIONS.includes(action)) return;
    if (product.moneyType === 'cash') void startCashPurchase(deps, product, action as CashAction);
    else if (action === 'buy') {
      if (main.user) openQuickBuy(product, false);
      else setOverlay('login', true);
    }
  }, [search, location, products, deps, navigate]);

  useEffect(() => {
    void resumePendingPurchase(deps, products as Product[]);
  }, [user, rememberedItem, products, deps]);

  return (
    <>
      {loading && (
        <div className={styles.loader}>
          <PageLoader text={loading} />
        </div>
      )}
      <Suspense fallback={null}>
        {basketPackage(tebexBasket as TebexBasket | null) && <ConfirmationPopup />}
        {giftTarget && <GiftPopup />}
        {checkoutPopup && <CheckoutPopup />}
        {payment && <PaymentResult />}
      </Suspense>
    </>
  );
}
