// Legal notice (footer's "Mentions légales"): the admin's text or the page's own sections,
// then the artwork's credits with links to its source and licence (CC BY 3.0 asks for both).
import { texts } from '../../i18n/fr';
import { webPagesTexts } from '../../i18n/fr-web-pages';
import { usePlatform } from '../../platform/platform-context';
import { useBrand } from '../../state/identity';
import { StaticPage } from './static-page';
import { useLegalText } from './use-legal-text';

export default function LegalPage() {
  const { openExternal } = usePlatform();
  const { sections, credits } = webPagesTexts.legal;
  const { shopName } = useBrand();
  return (
    <StaticPage title={texts.legal.title} html={useLegalText('legalNotice')} sections={sections(shopName)}>
      <section>
        <h2>{credits.title}</h2>
        <p>{credits.text}</p>
        <ul>
          {credits.links.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                onClick={(event) => {
                  event.preventDefault();
                  openExternal(link.url);
                }}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </StaticPage>
  );
}
