// Table `sales`: the console's sales, each a percent off products and/or categories
// between two instants (services/sales.ts reads and writes it).
import type { ManagedSale } from '../../src/api/contract/manage-sales';
import type { Queryable } from './queryable';

interface SaleRow {
  id: string;
  name: string;
  percent: number;
  item_ids: string[];
  categories: ManagedSale['categories'];
  starts_at: Date | string;
  ends_at: Date | string;
}

const toSale = (row: SaleRow): ManagedSale => ({
  id: row.id,
  name: row.name,
  percent: row.percent,
  itemIds: row.item_ids,
  categories: row.categories,
  startsAt: new Date(row.starts_at).toISOString(),
  endsAt: new Date(row.ends_at).toISOString(),
});

/** Every sale, the latest start first. */
export async function listSales(db: Queryable): Promise<ManagedSale[]> {
  return (await db.query<SaleRow>('SELECT * FROM sales ORDER BY starts_at DESC, id')).map(toSale);
}

/** The sales running at `now`: begun, not ended. */
export async function runningSales(db: Queryable, now: Date): Promise<ManagedSale[]> {
  return (await db.query<SaleRow>('SELECT * FROM sales WHERE starts_at <= $1 AND ends_at > $1', [now])).map(toSale);
}

export async function findSale(db: Queryable, id: string): Promise<ManagedSale | undefined> {
  const [row] = await db.query<SaleRow>('SELECT * FROM sales WHERE id = $1', [id]);
  return row && toSale(row);
}

/** Inserts the sale, or replaces every field of the one with its id. */
export async function upsertSale(db: Queryable, s: ManagedSale): Promise<void> {
  await db.query(
    `INSERT INTO sales (id, name, percent, item_ids, categories, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, percent = excluded.percent, item_ids = excluded.item_ids,
       categories = excluded.categories, starts_at = excluded.starts_at, ends_at = excluded.ends_at`,
    [s.id, s.name, s.percent, JSON.stringify(s.itemIds), JSON.stringify(s.categories), s.startsAt, s.endsAt],
  );
}

export async function deleteSale(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM sales WHERE id = $1', [id]);
}
