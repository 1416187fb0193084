import { fr } from '../../i18n/fr';
import { frWebPages } from '../../i18n/fr-web-pages';
import { StaticPage } from './static-page';

export default function PrivacyPage() {
  return <StaticPage title={fr.privacy.title} sections={frWebPages.privacy.sections} />;
}
