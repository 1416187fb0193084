// Mounted once by the app: the hosted-store flow's code (effects, loader, popups)
// loads only once something needs it (a basket, a pending add, a gift, a return
// from the provider or a deep link), so it stays out of the first load.
import { lazy } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { OnceOpened } from '../../ui/once-opened';
import { main } from '../../state/main-store';
import { overlays } from '../../state/overlays';

const HostedStoreFlow = lazy(() => import('./hosted-store-flow'));

/** The query parameters the flow answers: back from the provider, a cancelled payment, a deep link. */
const FLOW_PARAMS = /(?:^|[?&])(?:basketauthurldata|cancelled|action)=/;

export function HostedStoreRoot() {
  const { tebexBasket, requestedPackageData, rememberedItem } = useSnapshot(main);
  const { giftTarget, checkoutPopup } = useSnapshot(overlays);
  const search = useSearch();
  const wanted = Boolean(tebexBasket || requestedPackageData || rememberedItem || giftTarget || checkoutPopup || FLOW_PARAMS.test(search));
  return <OnceOpened shown={wanted} component={HostedStoreFlow} />;
}
