// Transit screen before leaving for the provider's authentication page (spec 01 §2,
// 02 §2): with a pending package and `to`, leave after 200 ms; otherwise wait 2 s,
// then go home 2 s later. "Annuler" returns home.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { PageLoader } from '../../ui/page-loader';
import { texts } from '../../i18n/fr';
import { allowedRedirect } from '../../lib/safe-redirect';
import { useConfig } from '../../platform/platform-context';
import { main } from '../../state/main-store';

export const REDIRECT_DELAY_MS = 200;
export const NO_PACKAGE_WAIT_MS = 2000;
export const NO_PACKAGE_HOME_MS = 2000;
/** Where Tebex's basket login pages live (the auth links of `GET …/baskets/{ident}/auth`). */
export const TEBEX_LOGIN_ORIGINS = ['https://ident.tebex.io', 'https://checkout.tebex.io'];

export default function RedirectingPage() {
  const [, navigate] = useLocation();
  const { tebex } = useConfig();
  // Only the hosted store's pages (or this shop) are allowed destinations.
  const to = allowedRedirect(new URLSearchParams(useSearch()).get('to'), [...TEBEX_LOGIN_ORIGINS, tebex.headlessUrl, tebex.checkoutEndpoint ?? '']);
  const { requestedPackageData } = useSnapshot(main);
  const pending = requestedPackageData !== null;

  useEffect(() => {
    if (pending && to) {
      const timer = setTimeout(() => window.location.assign(to), REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(() => navigate('/', { replace: true }), NO_PACKAGE_WAIT_MS + NO_PACKAGE_HOME_MS);
    return () => clearTimeout(timer);
  }, [pending, to, navigate]);

  return (
    <main className="page page-center">
      <PageLoader text={texts.redirecting.text} />
      <button type="button" className="button-secondary" onClick={() => navigate('/')}>
        {texts.redirecting.cancel}
      </button>
    </main>
  );
}
