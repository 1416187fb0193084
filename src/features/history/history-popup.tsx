// Transaction history (spec 02 §2): loads when opened (at most once per 60 s), a
// list of 6 per page sorted and filtered, and the detail of one transaction.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { historyQueries } from '../../api/history-queries';
import type { TransactionsAnswer } from '../../api/contract/misc';
import { ApiError } from '../../api/http';
import { useHttp } from '../../api/http-context';
import { texts } from '../../i18n/fr';
import { historyTexts } from '../../i18n/fr-history';
import { useBrand } from '../../state/identity';
import { main } from '../../state/main-store';
import { timerKeys } from '../../state/timers';
import { usePersistedAnswer } from '../../state/use-persisted-answer';
import { overlays, setOverlay } from '../../state/overlays';
import { Dialog } from '../../ui/dialog';
import { TransactionDetail } from './transaction-detail';
import { formatDate, hasQuantity, historyEntries, pageCount, pageOf, pointsText, visibleEntries, type HistoryEntry, type HistorySort } from './transaction-list';
import styles from './history-popup.module.css';

export default function HistoryPopup() {
  const { history } = useSnapshot(overlays);
  const { user } = useSnapshot(main);
  const { currencyName } = useBrand();
  const query = useQuery({
    ...historyQueries.transactions(useHttp(), { data: main.transactions, fetchedAt: main.timers[timerKeys.transactions] }),
    enabled: history && Boolean(user),
  });
  // The page belongs to one view (a filter and a sort): a new view starts on its page 1.
  const [{ filter, sort, page }, setView] = useState({ filter: '', sort: 'newest' as HistorySort, page: 1 });
  const changeView = (change: { filter?: string; sort?: HistorySort }) => setView((view) => ({ ...view, ...change, page: 1 }));
  const setPage = (next: number) => setView((view) => ({ ...view, page: next }));
  const [detail, setDetail] = useState<HistoryEntry | null>(null);
  const { data } = query;
  usePersistedAnswer(query, storeTransactions, timerKeys.transactions);

  const entries = useMemo(() => visibleEntries(data ? historyEntries(data) : [], filter, sort), [data, filter, sort]);
  const pages = pageCount(entries.length);
  const current = Math.min(page, pages);
  const close = () => {
    setOverlay('history', false);
    setDetail(null);
  };

  return (
    <Dialog open={history} onClose={close} title={historyTexts.title}>
      <div className={styles.body}>{detail ? <TransactionDetail entry={detail} onBack={() => setDetail(null)} /> : renderList()}</div>
    </Dialog>
  );

  function renderList() {
    if (query.isPending) return <p className={styles.message}>{texts.app.loading}</p>;
    if (query.isError) {
      const none = query.error instanceof ApiError && query.error.status === 403;
      return <p className={styles.message}>{none ? historyTexts.empty : historyTexts.failed}</p>;
    }
    if (!data || data.shop.length + data.tebex.length === 0) return <p className={styles.message}>{historyTexts.empty}</p>;
    return (
      <>
        <div className={styles.tools}>
          <input
            type="search"
            className={styles.filter}
            aria-label={historyTexts.filter}
            placeholder={historyTexts.filterHint}
            value={filter}
            onChange={(event) => changeView({ filter: event.target.value })}
          />
          <select aria-label={historyTexts.sort} value={sort} onChange={(event) => changeView({ sort: event.target.value as HistorySort })}>
            <option value="newest">{historyTexts.newest}</option>
            <option value="oldest">{historyTexts.oldest}</option>
          </select>
        </div>
        {entries.length === 0 ? (
          <p className={styles.message}>{historyTexts.noMatch}</p>
        ) : (
          <ul className={styles.list}>
            {pageOf(entries, current).map((entry) => (
              <li key={`${entry.origin}:${entry.id}`}>
                <button type="button" className={styles.row} aria-label={historyTexts.details(entry.packageData.name)} onClick={() => setDetail(entry)}>
                  <span className={styles.name}>
                    {entry.packageData.name}
                    {hasQuantity(entry) && ` × ${entry.quantity}`}
                  </span>
                  {entry.points !== undefined && <span className={entry.points < 0 ? styles.debit : styles.credit}>{pointsText(entry, currencyName)}</span>}
                  <span className={styles.meta}>{formatDate(entry.date)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <nav className={styles.pager}>
          <button type="button" aria-label={historyTexts.previous} disabled={current <= 1} onClick={() => setPage(current - 1)}>
            ‹
          </button>
          <span>{historyTexts.page(current, pages)}</span>
          <button type="button" aria-label={historyTexts.next} disabled={current >= pages} onClick={() => setPage(current + 1)}>
            ›
          </button>
        </nav>
      </>
    );
  }
}

function storeTransactions(answer: TransactionsAnswer) {
  main.transactions = answer;
}
