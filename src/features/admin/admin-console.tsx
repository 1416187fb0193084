// The admin console (/admin on the web shop): who may see it (an admin's session; a
// visitor is invited to log in, a player is refused), its tabs, its styles and its pages.
// The whole console is one lazy chunk of the web route (with the shared chunks it needs,
// which Vite fetches alongside it), so any console address shows after one round of
// chunks. Not one chunk per page: every lazy entry that reuses the shop's modules makes
// the first load export them, and per-page chunks split React and `fr` out of the shop's
// first-load chunk (about 0.6 KB gzip more on every player's first load, measured).
import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link, Route, Switch, useLocation } from 'wouter';
import { useQueryClientSlot } from '../../api/query-client-slot';
import { main } from '../../state/main-store';
import { PageLoader } from '../../ui/page-loader';
import { setLoginShown } from '../account/login-state';
import css from './admin.css?raw';
import { addWords } from '../../i18n/live';
import { adminEnglish } from './admin-english';
import { adminTexts } from './fr-admin';
import AuditPage from './audit-page';
import CataloguePage from './catalogue-page';
import DashboardPage from './dashboard-page';
import DeliveriesPage from './deliveries-page';
import MessagesPage from './messages-page';
import PaymentsPage from './payments-page';
import PlayerPage from './player-page';
import PlayersPage from './players-page';
import ProductPage from './product-page';
import SalesPage from './sales-page';
import SettingsPage from './settings-page';
import { adminFiguresTexts } from './fr-admin-figures';
import { adminSalesTexts } from './fr-admin-sales';
import { adminSettingsTexts } from './fr-admin-settings';
import { SecondFactorGate } from './second-factor-gate';
import SecurityPage from './security-page';

addWords(adminEnglish);

// Labels are read at render: the console's words are those of the language shown.
const TABS = [
  { href: '/admin', label: () => adminFiguresTexts.tab, match: (path: string) => path === '/admin' },
  { href: '/admin/joueurs', label: () => adminTexts.nav.players, match: (path: string) => path.startsWith('/admin/joueurs') },
  { href: '/admin/catalogue', label: () => adminTexts.nav.catalogue, match: (path: string) => path.startsWith('/admin/catalogue') || path === '/admin/nouveau-produit' },
  { href: '/admin/soldes', label: () => adminSalesTexts.tab, match: (path: string) => path === '/admin/soldes' },
  { href: '/admin/paiements', label: () => adminFiguresTexts.payments.tab, match: (path: string) => path === '/admin/paiements' },
  { href: '/admin/livraisons', label: () => adminTexts.nav.deliveries, match: (path: string) => path === '/admin/livraisons' },
  { href: '/admin/messages', label: () => adminTexts.nav.messages, match: (path: string) => path === '/admin/messages' },
  { href: '/admin/journal', label: () => adminTexts.nav.audit, match: (path: string) => path === '/admin/journal' },
  { href: '/admin/reglages', label: () => adminSettingsTexts.tab, match: (path: string) => path === '/admin/reglages' },
  { href: '/admin/securite', label: () => adminTexts.nav.security, match: (path: string) => path === '/admin/securite' },
];

/**
 * The console's styles, adopted by the document while the console shows: the web
 * build puts every imported stylesheet in the page's one CSS file (cssCodeSplit: false),
 * so these come as text in this chunk instead, and the page's Content-Security-Policy
 * (style-src 'self') refuses an inline <style>, not a constructed stylesheet.
 */
let sheet: CSSStyleSheet | null = null;
function useConsoleStyles() {
  useLayoutEffect(() => {
    if (!('adoptedStyleSheets' in document)) return;
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    const own = sheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, own];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== own);
    };
  }, []);
}

export default function AdminConsole() {
  useConsoleStyles();
  const { user } = useSnapshot(main);
  return (
    <main className="page adm">
      {user?.group === 'admin' ? <Console /> : <Refusal visitor={!user} />}
    </main>
  );
}

function Console() {
  return (
    <ShopQueries>
      <SecondFactorGate>
        <Tabs />
        <Switch>
          <Route path="/admin" component={DashboardPage} />
          <Route path="/admin/joueurs" component={PlayersPage} />
          <Route path="/admin/joueurs/:id" component={PlayerPage} />
          <Route path="/admin/catalogue" component={CataloguePage} />
          <Route path="/admin/nouveau-produit" component={ProductPage} />
          <Route path="/admin/catalogue/:itemId" component={ProductPage} />
          <Route path="/admin/soldes" component={SalesPage} />
          <Route path="/admin/paiements" component={PaymentsPage} />
          <Route path="/admin/livraisons" component={DeliveriesPage} />
          <Route path="/admin/messages" component={MessagesPage} />
          <Route path="/admin/journal" component={AuditPage} />
          <Route path="/admin/reglages" component={SettingsPage} />
          <Route path="/admin/securite" component={SecurityPage} />
          <Route>
            <p role="alert">{adminTexts.notFound}</p>
          </Route>
        </Switch>
      </SecondFactorGate>
    </ShopQueries>
  );
}

function Tabs() {
  const [path] = useLocation();
  return (
    <nav aria-label={adminTexts.nav.label}>
      <ul className="adm-tabs">
        {TABS.map((tab) => (
          <li key={tab.href}>
            <Link href={tab.href} aria-current={tab.match(path) ? 'page' : undefined}>
              {tab.label()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The pages query with the shop's client, there right after the shop's first render: the loader until then. */
function ShopQueries({ children }: { children: ReactNode }) {
  const slot = useQueryClientSlot();
  const data = useSyncExternalStore(slot.subscribe, slot.get, slot.get);
  return data ? <QueryClientProvider client={data.client}>{children}</QueryClientProvider> : <PageLoader />;
}

function Refusal({ visitor }: { visitor: boolean }) {
  return (
    <section className="adm-card adm-stack" aria-labelledby="adm-refused">
      <h1 id="adm-refused">{adminTexts.access.title}</h1>
      <p role="alert">{visitor ? adminTexts.access.visitor : adminTexts.access.notAdmin}</p>
      <div className="adm-actions">
        {visitor && (
          <button type="button" className="button-primary" onClick={() => setLoginShown(true)}>
            {adminTexts.access.login}
          </button>
        )}
        <Link href="/" className="button-secondary">
          {adminTexts.access.back}
        </Link>
      </div>
    </section>
  );
}
