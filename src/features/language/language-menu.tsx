// The language control (footer, mobile menu): the languages the shop offers, each by its
// own name; nothing when it offers one.
import { useSnapshot } from 'valtio';
import { texts } from '../../i18n/fr';
import { useIdentity } from '../../state/identity';
import { language } from '../../state/language';
import { offeredLanguages } from '../../domain/languages';
import { Menu } from '../../ui/menu';
import { chooseLanguage } from './language-actions';
import styles from '../../ui/menu-trigger.module.css';

export function LanguageMenu() {
  const { shown } = useSnapshot(language);
  const offered = offeredLanguages(useIdentity());
  if (offered.length < 2) return null;
  return (
    <Menu
      label={texts.language.label(texts.language.names[shown])}
      className={styles.trigger}
      trigger={`${shown.toUpperCase()} ▾`}
      items={offered.map((code) => ({
        key: code,
        label: texts.language.names[code],
        selected: code === shown,
        onSelect: () => void chooseLanguage(code),
      }))}
    />
  );
}
