// Rank comparison (spec 01 §2 "Subscription page"): a table on desktop, a
// horizontal carousel of rank cards on mobile. Which ranks, in which order, the best
// seller and the rows of perks are the shop's settings; a rank is a rank product of the
// catalogue, its badge that product's image. Under each rank, "Souscrire" buys it; the
// rank the player holds is marked, "Votre abonnement" in place of its button (cash-buttons).
import { useSnapshot } from 'valtio';
import type { Product } from '../../api/contract/shop';
import type { Ranks, ShopIdentity } from '../../api/contract/shop-identity';
import { currentRank, isSameRank } from '../../domain/current-rank';
import { texts } from '../../i18n/fr';
import { subscriptionsTexts } from '../../i18n/fr-subscriptions';
import { useAssetUrl } from '../../platform/use-asset-url';
import { IMAGE_SLOTS, imageSrcSet } from '../../domain/image-variants';
import { useIdentity } from '../../state/identity';
import { localized } from '../../state/language';
import { main } from '../../state/main-store';
import { shop } from '../../state/shop-store';
import { CashActions } from '../hosted-store/cash-actions';
import styles from './subscription-table.module.css';

/** The columns' colours, lowest rank first (a sixth rank takes the first again). */
const TIERS = ['silver', 'gold', 'diamond', 'emerald', 'ruby'] as const;

type Value = string | boolean;

function Cell({ value }: { value: Value }) {
  if (value === true) return <span className={styles.yes} aria-label={subscriptionsTexts.yes}>✓</span>;
  if (value === false) return <span className={styles.no} aria-label={subscriptionsTexts.no}>✕</span>;
  return <>{value}</>;
}

/** The rank's badge above its name: its product's image, its smallest variant, its centre square. */
function Badge({ rank }: { rank: Product }) {
  const assetUrl = useAssetUrl();
  const image = rank.images[0];
  if (!image) return null;
  return (
    <img
      className={styles.badge}
      src={assetUrl(image)}
      srcSet={imageSrcSet(image, 'badge', assetUrl)}
      sizes={IMAGE_SLOTS.badge.sizes}
      alt={texts.browsing.rankBadge(rank.name)}
      width={64}
      height={64}
      loading="lazy"
    />
  );
}

/** The settings' ranks that the catalogue sells, and each row's values for them. */
function comparison(ranks: Ranks, products: readonly Product[], identity: ShopIdentity | null) {
  const columns = ranks.products.flatMap((id) => products.find((p) => p.itemId === id && p.category === 'Grades') ?? []);
  const rows = ranks.perks.map((perk) => ({
    label: localized(perk.label, identity) ?? Object.values(perk.label)[0] ?? '',
    values: columns.map((rank): Value => perk.values[rank.itemId] ?? false),
  }));
  return { columns, rows };
}

export function SubscriptionTable({ desktop }: { desktop: boolean }) {
  const identity = useIdentity();
  const settings = identity?.ranks;
  const { products } = useSnapshot(shop);
  const held = currentRank(useSnapshot(main).user);
  if (!settings) return null;
  const { columns: ranks, rows } = comparison(settings, products as Product[], identity);
  const best = (rank: Product) => rank.itemId === settings.bestSeller;
  const tier = (col: number) => styles[TIERS[col % TIERS.length]!];
  /** The column's classes: the best seller's and the player's marks. */
  const marks = (rank: Product) => `${best(rank) ? styles.bestCol : ''} ${isSameRank(held, rank.name) ? styles.current : ''}`;
  if (!desktop) {
    return (
      <div className={styles.carousel} aria-label={subscriptionsTexts.title}>
        {ranks.map((rank, col) => (
          <section key={rank.itemId} className={`${styles.rankCard} ${tier(col)} ${isSameRank(held, rank.name) ? styles.current : ''}`}>
            {best(rank) && <p className={styles.best}>{subscriptionsTexts.bestSeller}</p>}
            <Badge rank={rank} />
            <h3>{rank.name}</h3>
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
            <CashActions product={rank} />
          </section>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{subscriptionsTexts.title}</caption>
        <thead>
          <tr>
            <th scope="col">{subscriptionsTexts.advantage}</th>
            {ranks.map((rank, col) => (
              <th key={rank.itemId} scope="col" className={`${tier(col)} ${marks(rank)}`}>
                {best(rank) && <span className={styles.best}>{subscriptionsTexts.bestSeller}</span>}
                <Badge rank={rank} />
                {rank.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, col) => (
                <td key={col} className={marks(ranks[col]!)}>
                  <Cell value={value} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            {ranks.map((rank) => (
              <td key={rank.itemId} className={marks(rank)}>
                <CashActions product={rank} />
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
