import { texts } from '../../i18n/fr';
import { webPagesTexts } from '../../i18n/fr-web-pages';
import { StaticPage } from './static-page';

export default function PrivacyPage() {
  return <StaticPage title={texts.privacy.title} sections={webPagesTexts.privacy.sections} />;
}
