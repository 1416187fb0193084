import { fr } from '../../i18n/fr';
import { StaticPage } from './static-page';

export default function LegalPage() {
  return <StaticPage title={fr.legal.title} sections={fr.legal.sections} />;
}
