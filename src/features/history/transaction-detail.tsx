import { fr } from '../../i18n/fr';
import { formatDate, hasQuantity, pointsText, type HistoryEntry } from './transaction-list';
import styles from './history-popup.module.css';

export function TransactionDetail({ entry, onBack }: { entry: HistoryEntry; onBack: () => void }) {
  return (
    <div className={styles.detail}>
      <dl>
        <dt>{fr.history.product}</dt>
        <dd>{entry.packageData.name}</dd>
        {hasQuantity(entry) && (
          <>
            <dt>{fr.history.quantity}</dt>
            <dd>{entry.quantity}</dd>
          </>
        )}
        {entry.points !== undefined && (
          <>
            <dt>{fr.history.pointsLabel}</dt>
            <dd>{pointsText(entry)}</dd>
          </>
        )}
        <dt>{fr.history.date}</dt>
        <dd>{formatDate(entry.date)}</dd>
        <dt>{fr.history.origin}</dt>
        <dd>{fr.history.origins[entry.origin]}</dd>
        <dt>{fr.history.id}</dt>
        <dd className={styles.id}>{entry.id}</dd>
      </dl>
      <button type="button" className="button-secondary" onClick={onBack}>
        {fr.history.back}
      </button>
    </div>
  );
}
