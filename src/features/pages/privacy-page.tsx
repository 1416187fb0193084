import { texts } from '../../i18n/fr';
import { webPagesTexts } from '../../i18n/fr-web-pages';
import { useBrand } from '../../state/identity';
import { StaticPage } from './static-page';
import { useLegalText } from './use-legal-text';

export default function PrivacyPage() {
  const { currencyName } = useBrand();
  return <StaticPage title={texts.privacy.title} html={useLegalText('privacy')} sections={webPagesTexts.privacy.sections(currencyName)} />;
}
