import { fr } from '../../i18n/fr';
import { frWebPages } from '../../i18n/fr-web-pages';
import { useBrand } from '../../state/identity';
import { StaticPage } from './static-page';
import { useLegalText } from './use-legal-text';

export default function PrivacyPage() {
  const { currencyName } = useBrand();
  return <StaticPage title={fr.privacy.title} html={useLegalText('privacy')} sections={frWebPages.privacy.sections(currencyName)} />;
}
