// Footer (spec 01 §2): the shop's pages, the hosted-store provider's legal links
// and checkout note, and the social links (when the flag allows them): a known
// network's mark (public/images/social/), or its name.
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { socialIconPath } from '../../domain/social-icons';
import { fr } from '../../i18n/fr';
import { frFooter } from '../../i18n/fr-footer';
import { useAssetUrl } from '../../platform/asset-url';
import { useFlags, usePlatform } from '../../platform/platform-context';
import styles from './footer.module.css';

const PROVIDER_LINKS = [
  { label: frFooter.impressum, url: 'https://checkout.tebex.io/impressum' },
  { label: frFooter.terms, url: 'https://checkout.tebex.io/terms' },
  { label: frFooter.privacyPolicy, url: 'https://checkout.tebex.io/privacy' },
] as const;

export function Footer() {
  const { openExternal, config } = usePlatform();
  const flags = useFlags();
  const assetUrl = useAssetUrl();
  const social = flags.socialLinks ? config.socialLinks : [];
  /** A link out of the shop, opened by the platform (a new tab, or the player's browser in game). */
  const external = (url: string) => ({
    href: url,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      openExternal(url);
    },
  });
  return (
    <footer className={styles.footer}>
      <nav className={styles.links}>
        <Link href="/mentions-legales">{frFooter.legal}</Link>
        <Link href="/confidentialite">{frFooter.privacy}</Link>
        <Link href="/contact">{frFooter.contact}</Link>
      </nav>
      <div className={styles.links}>
        {PROVIDER_LINKS.map((link) => (
          <a key={link.url} {...external(link.url)}>
            {link.label}
          </a>
        ))}
      </div>
      <p className={styles.note}>{frFooter.checkoutNote}</p>
      {social.length > 0 && (
        <nav className={styles.links} aria-label={fr.browsing.footerSocial}>
          {social.map((link) => {
            const icon = socialIconPath(link.name);
            return (
              <a key={link.url} {...external(link.url)} className={icon ? undefined : styles.social}>
                {icon ? <img src={assetUrl(icon)} alt={link.name} width={36} height={36} loading="lazy" /> : link.name}
              </a>
            );
          })}
        </nav>
      )}
    </footer>
  );
}
