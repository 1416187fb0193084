// Every console page sits in this shell: who may see it (an admin's session; a visitor
// is invited to log in, a player is refused), the console's tabs and its styles.
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { main } from '../../state/main-store';
import { setLoginShown } from '../account/login-state';
import css from './admin.css?raw';
import { frAdmin } from './fr-admin';

const TABS = [
  { href: '/admin', label: frAdmin.nav.players, match: (path: string) => path === '/admin' || path.startsWith('/admin/joueurs') },
  { href: '/admin/catalogue', label: frAdmin.nav.catalogue, match: (path: string) => path.startsWith('/admin/catalogue') || path === '/admin/nouveau-produit' },
  { href: '/admin/livraisons', label: frAdmin.nav.deliveries, match: (path: string) => path === '/admin/livraisons' },
  { href: '/admin/messages', label: frAdmin.nav.messages, match: (path: string) => path === '/admin/messages' },
  { href: '/admin/journal', label: frAdmin.nav.audit, match: (path: string) => path === '/admin/journal' },
];

export function AdminShell({ title, children }: { title: string; children: ReactNode }) {
  const { user } = useSnapshot(main);
  const [path] = useLocation();
  const isAdmin = user?.group === 'admin';
  return (
    <main className="page adm">
      <style>{css}</style>
      {isAdmin ? (
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
          <h1>{title}</h1>
          {children}
        </>
      ) : (
        <section className="adm-card" aria-labelledby="adm-refused">
          <h1 id="adm-refused">{frAdmin.access.title}</h1>
          <p role="alert">{user ? frAdmin.access.notAdmin : frAdmin.access.visitor}</p>
          <div className="adm-actions">
            {!user && (
              <button type="button" className="button-primary" onClick={() => setLoginShown(true)}>
                {frAdmin.access.login}
              </button>
            )}
            <Link href="/" className="button-secondary">
              {frAdmin.access.back}
            </Link>
          </div>
        </section>
      )}
    </main>
  );
}
