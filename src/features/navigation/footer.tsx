// Footer (spec 01 §2): the shop's pages, the hosted-store provider's legal links
// and checkout note, and the social links (when the flag allows them).
import { Link } from 'wouter';
import { fr } from '../../i18n/fr';
import { useFlags, usePlatform } from '../../platform/platform-context';
import styles from './footer.module.css';

export const PROVIDER_LINKS = [
  { label: fr.footer.impressum, url: 'https://checkout.tebex.io/impressum' },
  { label: fr.footer.terms, url: 'https://checkout.tebex.io/terms' },
  { label: fr.footer.privacyPolicy, url: 'https://checkout.tebex.io/privacy' },
] as const;

export function Footer() {
  const { openExternal, config } = usePlatform();
  const flags = useFlags();
  const social = flags.socialLinks ? config.socialLinks : [];
  return (
    <footer className={styles.footer}>
      <nav className={styles.links}>
        <Link href="/mentions-legales">{fr.footer.legal}</Link>
        <Link href="/confidentialite">{fr.footer.privacy}</Link>
        <Link href="/contact">{fr.footer.contact}</Link>
      </nav>
      <div className={styles.links}>
        {PROVIDER_LINKS.map((link) => (
          <a
            key={link.url}
            href={link.url}
            onClick={(event) => {
              event.preventDefault();
              openExternal(link.url);
            }}
          >
            {link.label}
          </a>
        ))}
      </div>
      <p className={styles.note}>{fr.footer.checkoutNote}</p>
      {social.length > 0 && (
        <div className={styles.links} aria-label={fr.browsing.footerSocial}>
          {social.map((link) => (
            <button type="button" key={link.url} className={styles.social} onClick={() => openExternal(link.url)}>
              {link.name}
            </button>
          ))}
        </div>
      )}
    </footer>
  );
}
