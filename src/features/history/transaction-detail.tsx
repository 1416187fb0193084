import { historyTexts } from '../../i18n/fr-history';
import { useBrand } from '../../state/identity';
import { formatDate, hasQuantity, pointsText, type HistoryEntry } from './transaction-list';
import styles from './history-popup.module.css';

export function TransactionDetail({ entry, onBack }: { entry: HistoryEntry; onBack: () => void }) {
  const { currencyName } = useBrand();
  return (
    <div className={styles.detail}>
      <dl>
        <dt>{historyTexts.product}</dt>
        <dd>{entry.packageData.name}</dd>
        {hasQuantity(entry) && (
          <>
            <dt>{historyTexts.quantity}</dt>
            <dd>{entry.quantity}</dd>
          </>
        )}
        {entry.points !== undefined && (
          <>
            <dt>{currencyName}</dt>
            <dd>{pointsText(entry, currencyName)}</dd>
          </>
        )}
        <dt>{historyTexts.date}</dt>
        <dd>{formatDate(entry.date)}</dd>
        <dt>{historyTexts.origin}</dt>
        <dd>{entry.origin === 'tebex' ? historyTexts.tebex : currencyName}</dd>
        <dt>{historyTexts.id}</dt>
        <dd className={styles.id}>{entry.id}</dd>
      </dl>
      <button type="button" className="button-secondary" onClick={onBack}>
        {historyTexts.back}
      </button>
    </div>
  );
}
