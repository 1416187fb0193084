// What the admin console reads across tables (players, their purchases and deliveries,
// contact messages): read-only queries; every write goes through its table's module.
import type { ContactMessage, ManagedDelivery, ManagedPurchase, PlayerSummary } from '../../src/api/contract/manage';
import type { Queryable } from './queryable';
import type * as z from 'zod/mini';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Username (contains, any case), exact license or exact Discord id; 50 at most. */
export async function searchPlayers(db: Queryable, q: string): Promise<PlayerSummary[]> {
  const rows = await db.query<Omit<PlayerSummary, 'id'> & { id: number }>(
    `SELECT id, username, license, discord_id AS "discordId", shop_tokens AS "shopTokens", rank FROM accounts
     WHERE $1 = '' OR lower(username) LIKE '%' || lower($1) || '%' OR license = $1 OR discord_id = $1
     ORDER BY lower(username) LIMIT 50`,
    [q.trim()],
  );
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

export async function licenseOf(db: Queryable, accountId: number): Promise<string | null> {
  const [row] = await db.query<{ license: string | null }>('SELECT license FROM accounts WHERE id = $1', [accountId]);
  return row?.license ?? null;
}

export async function charactersOf(db: Queryable, accountId: number) {
  return db.query<{ id: number; server: string; firstname: string; lastname: string; active: boolean }>(
    'SELECT id, server, firstname, lastname, active FROM characters WHERE account_id = $1 ORDER BY server, id',
    [accountId],
  );
}

/** The account's points purchases, one per order, newest first. */
export async function purchasesOf(db: Queryable, accountId: number): Promise<ManagedPurchase[]> {
  const rows = await db.query<{
    order_id: string; at: Date | string; character_id: number; server: string; refunded_at: Date | string | null;
    item_id: string; name: string; quantity: number; unit_price: number;
  }>(
    `SELECT p.order_id, p.created_at AS at, p.character_id, c.server, p.refunded_at, p.item_id, pr.name, p.quantity, p.unit_price
     FROM purchases p JOIN characters c ON c.id = p.character_id JOIN products pr ON pr.item_id = p.item_id
     WHERE p.account_id = $1 ORDER BY p.created_at DESC, p.id`,
    [accountId],
  );
  const orders = new Map<string, ManagedPurchase>();
  for (const r of rows) {
    const order = orders.get(r.order_id) ?? {
      orderId: r.order_id, at: iso(r.at)!, characterId: r.character_id, server: r.server, lines: [], total: 0, refundedAt: iso(r.refunded_at),
    };
    order.lines.push({ itemId: r.item_id, name: r.name, quantity: r.quantity, unitPrice: r.unit_price });
    order.total += r.quantity * r.unit_price;
    orders.set(r.order_id, order);
  }
  return [...orders.values()];
}

export type DeliveryFilter = { accountId: number } | { state: 'pending' | 'stuck' | 'all' };

/** Deliveries with their queue state, newest first (200 at most). */
export async function managedDeliveries(db: Queryable, filter: DeliveryFilter, stuckClaims: number): Promise<ManagedDelivery[]> {
  const where = 'accountId' in filter ? 'd.account_id = $1'
    : filter.state === 'pending' ? 'd.acked_at IS NULL AND d.cancelled_at IS NULL'
    : filter.state === 'stuck' ? 'd.acked_at IS NULL AND d.cancelled_at IS NULL AND d.claims >= $1' : 'true';
  const params = 'accountId' in filter ? [filter.accountId] : filter.state === 'stuck' ? [stuckClaims] : [];
  const rows = await db.query<Omit<ManagedDelivery, 'createdAt' | 'leasedUntil' | 'ackedAt' | 'cancelledAt'> & Record<'createdAt' | 'leasedUntil' | 'ackedAt' | 'cancelledAt', Date | string | null>>(
    `SELECT d.id::text AS id, coalesce(a.license, '') AS license, d.server, d.character_id AS "characterId", d.item_id AS "itemId", d.category,
       d.amount, d.origin, d.action, d.created_at AS "createdAt", d.account_id::text AS "accountId", a.username, d.claims,
       d.leased_until AS "leasedUntil", d.acked_at AS "ackedAt", d.cancelled_at AS "cancelledAt"
     FROM deliveries d JOIN accounts a ON a.id = d.account_id WHERE ${where} ORDER BY d.id DESC LIMIT 200`,
    params,
  );
  return rows.map((r) => ({
    ...r, createdAt: iso(r.createdAt)!, leasedUntil: iso(r.leasedUntil), ackedAt: iso(r.ackedAt), cancelledAt: iso(r.cancelledAt),
  }));
}

/** Contact messages, newest first (200 at most). */
export async function contactMessages(db: Queryable): Promise<z.infer<typeof ContactMessage>[]> {
  const rows = await db.query<{ id: string; at: Date | string; username: string; email: string; subject: string; text: string; accountId: string | null; handledAt: Date | string | null }>(
    `SELECT id::text AS id, created_at AS at, username, email, subject, body AS text, account_id::text AS "accountId", handled_at AS "handledAt"
     FROM contact_messages ORDER BY id DESC LIMIT 200`,
  );
  return rows.map((r) => ({ ...r, at: iso(r.at)!, handledAt: iso(r.handledAt) }));
}
