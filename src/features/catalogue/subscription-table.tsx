// Rank comparison (spec 01 §2 "Subscription page"): a table on desktop, a
// horizontal carousel of rank cards on mobile; the third rank is the best seller.
// Under each rank, "Souscrire" buys the rank product of that name; the rank the
// player holds is marked, "Votre abonnement" in place of its button (cash-buttons).
import { useSnapshot } from 'valtio';
import type { Product } from '../../api/contract/shop';
import { currentRank, isSameRank } from '../../domain/current-rank';
import { rankBadgeLargePath } from '../../domain/rank-badge-large';
import { fr } from '../../i18n/fr';
import { frSubscriptions } from '../../i18n/fr-subscriptions';
import { useAssetUrl } from '../../platform/asset-url';
import { main } from '../../state/main-store';
import { shop } from '../../state/shop-store';
import { CashActions } from '../hosted-store/cash-actions';
import styles from './subscription-table.module.css';

export const BEST_SELLER_INDEX = 2;
const TIERS = ['silver', 'gold', 'diamond', 'emerald', 'ruby'] as const;

type Value = string | boolean;

function Cell({ value }: { value: Value }) {
  if (value === true) return <span className={styles.yes} aria-label={frSubscriptions.yes}>✓</span>;
  if (value === false) return <span className={styles.no} aria-label={frSubscriptions.no}>✕</span>;
  return <>{value}</>;
}

/** The rank product sold under this rank's name, if the catalogue has it. */
function Subscribe({ rank }: { rank: string }) {
  const { products } = useSnapshot(shop);
  const product = (products as Product[]).find((p) => p.category === 'Grades' && p.name === rank);
  return product ? <CashActions product={product} /> : null;
}

/** The rank's badge above its name (the large one: the bar's is 32 px). */
function Badge({ rank }: { rank: string }) {
  const assetUrl = useAssetUrl();
  return <img className={styles.badge} src={assetUrl(rankBadgeLargePath(rank))} alt={fr.browsing.rankBadge(rank)} width={64} height={64} loading="lazy" />;
}

export function SubscriptionTable({ desktop }: { desktop: boolean }) {
  const { ranks, rows } = frSubscriptions;
  const held = currentRank(useSnapshot(main).user);
  /** The column's classes: its tier's colour, the best seller's and the player's marks. */
  const marks = (col: number) =>
    `${col === BEST_SELLER_INDEX ? styles.bestCol : ''} ${isSameRank(held, ranks[col]) ? styles.current : ''}`;
  if (!desktop) {
    return (
      <div className={styles.carousel} aria-label={frSubscriptions.title}>
        {ranks.map((rank, col) => (
          <section key={rank} className={`${styles.rankCard} ${styles[TIERS[col]!]} ${isSameRank(held, rank) ? styles.current : ''}`}>
            {col === BEST_SELLER_INDEX && <p className={styles.best}>{frSubscriptions.bestSeller}</p>}
            <Badge rank={rank} />
            <h3>{rank}</h3>
            <dl>
              {rows.map((row) => (
                <div key={row.label} className={styles.pair}>
                  <dt>{row.label}</dt>
                  <dd>
                    <Cell value={row.values[col]!} />
                  </dd>
                </div>
              ))}
            </dl>
            <Subscribe rank={rank} />
          </section>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{frSubscriptions.title}</caption>
        <thead>
          <tr>
            <th scope="col">{frSubscriptions.advantage}</th>
            {ranks.map((rank, col) => (
              <th key={rank} scope="col" className={`${styles[TIERS[col]!]} ${marks(col)}`}>
                {col === BEST_SELLER_INDEX && <span className={styles.best}>{frSubscriptions.bestSeller}</span>}
                <Badge rank={rank} />
                {rank}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, col) => (
                <td key={col} className={marks(col)}>
                  <Cell value={value} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            {ranks.map((rank, col) => (
              <td key={rank} className={marks(col)}>
                <Subscribe rank={rank} />
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
