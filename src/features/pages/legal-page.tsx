// Legal notice (footer's "Mentions légales"): the static sections, then the
// artwork's credits with links to its source and licence (CC BY 3.0 asks for both).
import { texts } from '../../i18n/fr';
import { webPagesTexts } from '../../i18n/fr-web-pages';
import { usePlatform } from '../../platform/platform-context';
import { StaticPage } from './static-page';

export default function LegalPage() {
  const { openExternal } = usePlatform();
  const { sections, credits } = webPagesTexts.legal;
  return (
    <StaticPage title={texts.legal.title} sections={sections}>
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
