import { useLocation, useSearch } from 'wouter';
import { texts } from '../i18n/fr';
import { usePlatform } from '../platform/platform-context';

/** Offers to open the current path on the web shop (pages the in-game build does not carry). */
export function OpenOnWebsite() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { openExternal, config } = usePlatform();
  const url = new URL(path + (search ? `?${search}` : ''), config.webShopUrl).href;
  return (
    <main className="page page-center">
      <p>{texts.pages.onWebsite}</p>
      <button type="button" className="button-primary" onClick={() => openExternal(url)}>
        {texts.pages.openOnWebsite}
      </button>
      <button type="button" className="button-secondary" onClick={() => navigate('/')}>
        {texts.errorPage.PAGE_NOT_FOUND.button}
      </button>
    </main>
  );
}
