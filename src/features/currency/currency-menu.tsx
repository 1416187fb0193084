// The nav bar's currency dropdown: the 11 display currencies, EUR by default.
import { useSnapshot } from 'valtio';
import { texts } from '../../i18n/fr';
import { CURRENCIES, DEFAULT_CURRENCY, currencySymbol } from '../../lib/money';
import { main } from '../../state/main-store';
import { Menu } from '../../ui/menu';
import { selectCurrency } from './currency-actions';
import styles from '../../ui/menu-trigger.module.css';

export function CurrencyMenu() {
  const { currency, rates } = useSnapshot(main);
  const available = CURRENCIES.filter((code) => code === DEFAULT_CURRENCY || code in rates);
  return (
    <Menu
      label={`${texts.currency.label} : ${currency}`}
      className={styles.trigger}
      trigger={`${currencySymbol(currency)} ▾`}
      items={available.map((code) => ({
        key: code,
        label: code,
        selected: code === currency,
        onSelect: () => selectCurrency(code),
      }))}
    />
  );
}
