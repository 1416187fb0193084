// In game a cash button hands the purchase to the web shop (the game's page cannot
// show Tebex's checkout): the product's page with `?action=`, opened logged in in
// the player's browser through a fresh game token (CONTRACT "Deep links").
import { productPath } from '../../domain/visibility';
import { texts } from '../../i18n/fr';
import { usePlatform } from '../../platform/platform-context';
import { showToast } from '../../ui/toast';
import { CashButtons, type CashActionsProps } from './cash-buttons';

export function CashActions({ product }: CashActionsProps) {
  const platform = usePlatform();
  return (
    <CashButtons
      product={product}
      onStart={(action) => {
        const path = `${productPath(product)}?action=${action}`;
        if (platform.requestWebLogin) platform.requestWebLogin(path);
        else platform.openExternal(new URL(path, platform.config.webShopUrl).href);
        showToast(texts.catalogue.continuesInBrowser, 'info');
      }}
    />
  );
}
