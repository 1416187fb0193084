// Web layout: navigation bar, page, footer.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { fr } from '../i18n/fr';
import styles from './layout.module.css';

export function FullLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link href="/" className={styles.brand}>
          Hurricane
        </Link>
      </header>
      {children}
      <footer className={styles.footer}>
        <Link href="/mentions-legales">{fr.footer.legal}</Link>
        <Link href="/confidentialite">{fr.footer.privacy}</Link>
        <Link href="/contact">{fr.footer.contact}</Link>
      </footer>
    </div>
  );
}
