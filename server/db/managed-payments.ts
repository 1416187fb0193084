// The console's list of Tebex payments (`tebex_payments` and the buyer credited): read only.
import type { Queryable } from './queryable';

export type PaymentFilter = 'all' | 'unmatched' | 'credited' | 'reversed';

const WHERE: Record<PaymentFilter, string> = {
  all: 'true',
  unmatched: `p.status = 'ignored' AND p.account_id IS NULL AND (p.reversal IS NULL OR p.reversal = 'won')`,
  credited: `p.status = 'credited' AND (p.reversal IS NULL OR p.reversal = 'won')`,
  reversed: `p.reversal IN ('refunded', 'disputed')`,
};

export interface PaymentRow {
  transactionId: string;
  subject: unknown;
  receivedAt: Date | string;
  status: 'credited' | 'ignored';
  reversal: 'refunded' | 'disputed' | 'won' | null;
  reason: string | null;
  accountId: number | null;
  username: string | null;
}

/** Newest first, 200 at most. */
export async function listPayments(db: Queryable, filter: PaymentFilter): Promise<PaymentRow[]> {
  return db.query<PaymentRow>(
    `SELECT p.transaction_id AS "transactionId", p.body->'subject' AS subject, p.received_at AS "receivedAt", p.status, p.reversal, p.reason,
       p.account_id AS "accountId", a.username
     FROM tebex_payments p LEFT JOIN accounts a ON a.id = p.account_id
     WHERE ${WHERE[filter]} ORDER BY p.received_at DESC, p.transaction_id LIMIT 200`,
  );
}

/** The account and the game server it last came from; undefined when there is no such account. */
export async function creditTarget(db: Queryable, accountId: number): Promise<{ username: string; lastGameServer: string | null } | undefined> {
  const [row] = await db.query<{ username: string; lastGameServer: string | null }>(
    'SELECT username, last_game_server AS "lastGameServer" FROM accounts WHERE id = $1',
    [accountId],
  );
  return row;
}
