import { fr } from '../../i18n/fr';
import { StaticPage } from './static-page';

export default function PrivacyPage() {
  return <StaticPage title={fr.privacy.title} sections={fr.privacy.sections} />;
}
