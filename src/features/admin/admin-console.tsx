// The admin console (/admin on the web shop): who may see it (an admin's session; a
// visitor is invited to log in, a player is refused, and neither loads a page of it),
// its tabs, its styles and its pages. The first screen, the player search, is in this
// chunk, so /admin shows after one round of chunks; the other pages are chunks of their
// own, fetched when the browser is idle once an admin is in.
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { Link, Route, Switch, useLocation } from 'wouter';
import { useWhenIdle } from '../../lib/use-when-idle';
import { main } from '../../state/main-store';
import { lazyPage } from '../../ui/lazy-page';
import { PageLoader } from '../../ui/page-loader';
import { setLoginShown } from '../account/login-state';
import css from './admin.css?raw';
import { frAdmin } from './fr-admin';
import PlayersPage from './players-page';

const PAGES = {
  player: () => import('./player-page'),
  catalogue: () => import('./catalogue-page'),
  product: () => import('./product-page'),
  deliveries: () => import('./deliveries-page'),
  messages: () => import('./messages-page'),
  audit: () => import('./audit-page'),
};
const PlayerPage = lazyPage(frAdmin.nav.label, PAGES.player);
const CataloguePage = lazyPage(frAdmin.nav.label, PAGES.catalogue);
const ProductPage = lazyPage(frAdmin.nav.label, PAGES.product);
const DeliveriesPage = lazyPage(frAdmin.nav.label, PAGES.deliveries);
const MessagesPage = lazyPage(frAdmin.nav.label, PAGES.messages);
const AuditPage = lazyPage(frAdmin.nav.label, PAGES.audit);

const preloadPages = () => Promise.all(Object.values(PAGES).map((load) => load()));

const TABS = [
  { href: '/admin', label: frAdmin.nav.players, match: (path: string) => path === '/admin' || path.startsWith('/admin/joueurs') },
  { href: '/admin/catalogue', label: frAdmin.nav.catalogue, match: (path: string) => path.startsWith('/admin/catalogue') || path === '/admin/nouveau-produit' },
  { href: '/admin/livraisons', label: frAdmin.nav.deliveries, match: (path: string) => path === '/admin/livraisons' },
  { href: '/admin/messages', label: frAdmin.nav.messages, match: (path: string) => path === '/admin/messages' },
  { href: '/admin/journal', label: frAdmin.nav.audit, match: (path: string) => path === '/admin/journal' },
];

export default function AdminConsole() {
  const { user } = useSnapshot(main);
  return (
    <main className="page adm">
      <style>{css}</style>
      {user?.group === 'admin' ? <Console /> : <Refusal visitor={!user} />}
    </main>
  );
}

function Console() {
  const [path] = useLocation();
  useWhenIdle(preloadPages);
  return (
    <>
      <nav aria-label={frAdmin.nav.label}>
        <ul className="adm-tabs">
          {TABS.map((tab) => (
            <li key={tab.href}>
              <Link href={tab.href} aria-current={tab.match(path) ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<PageLoader text={frAdmin.common.loading} />}>
        <Switch>
          <Route path="/admin" component={PlayersPage} />
          <Route path="/admin/joueurs/:id" component={PlayerPage} />
          <Route path="/admin/catalogue" component={CataloguePage} />
          <Route path="/admin/nouveau-produit" component={ProductPage} />
          <Route path="/admin/catalogue/:itemId" component={ProductPage} />
          <Route path="/admin/livraisons" component={DeliveriesPage} />
          <Route path="/admin/messages" component={MessagesPage} />
          <Route path="/admin/journal" component={AuditPage} />
          <Route>
            <p role="alert">{frAdmin.notFound}</p>
          </Route>
        </Switch>
      </Suspense>
    </>
  );
}

function Refusal({ visitor }: { visitor: boolean }) {
  return (
    <section className="adm-card adm-stack" aria-labelledby="adm-refused">
      <h1 id="adm-refused">{frAdmin.access.title}</h1>
      <p role="alert">{visitor ? frAdmin.access.visitor : frAdmin.access.notAdmin}</p>
      <div className="adm-actions">
        {visitor && (
          <button type="button" className="button-primary" onClick={() => setLoginShown(true)}>
            {frAdmin.access.login}
          </button>
        )}
        <Link href="/" className="button-secondary">
          {frAdmin.access.back}
        </Link>
      </div>
    </section>
  );
}
