// Footer (spec 01 §2): the shop's pages, the hosted-store provider's legal links
// and checkout note, the language control, and the social links (when the flag allows them): a known
// network's mark (public/images/social/), or its name.
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { socialIconPath } from '../../domain/social-icons';
import { texts } from '../../i18n/fr';
import { footerTexts } from '../../i18n/fr-footer';
import { useAssetUrl } from '../../platform/use-asset-url';
import { useFlags, usePlatform } from '../../platform/platform-context';
import { LanguageMenu } from '../language/language-menu';
import styles from './footer.module.css';

const PROVIDER_LINKS = [
  { label: 'impressum', url: 'https://checkout.tebex.io/impressum' },
  { label: 'terms', url: 'https://checkout.tebex.io/terms' },
  { label: 'privacyPolicy', url: 'https://checkout.tebex.io/privacy' },
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
        <Link href="/mentions-legales">{footerTexts.legal}</Link>
        <Link href="/confidentialite">{footerTexts.privacy}</Link>
        <Link href="/contact">{footerTexts.contact}</Link>
      </nav>
      <div className={styles.links}>
        {PROVIDER_LINKS.map((link) => (
          <a key={link.url} {...external(link.url)}>
            {footerTexts[link.label]}
          </a>
        ))}
      </div>
      <p className={styles.note}>{footerTexts.checkoutNote}</p>
      <LanguageMenu />
      {social.length > 0 && (
        <nav className={styles.links} aria-label={texts.browsing.footerSocial}>
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
