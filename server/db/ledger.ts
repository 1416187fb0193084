// Table `ledger_entries` and the balance it explains (`accounts.shop_tokens`): the one
// place an H-Points balance changes. Every change writes its entry in the caller's
// transaction, so an account's balance is always the sum of its entries.
import type { LedgerKind } from '../../src/api/contract/misc';
import { enqueueLogEvent, type LogKind } from './log-events';
import type { Queryable } from './queryable';

/** The kinds the shop's log reports from here (an admin's change is reported by its audit entry). */
const LOGGED_KINDS: readonly LedgerKind[] = ['purchase', 'tebex', 'monthly', 'reversal'];

export interface BalanceChange {
  accountId: number;
  /** Signed H-Points; a change of 0 writes nothing. */
  delta: number;
  kind: LedgerKind;
  /** What caused it: an order id, a Tebex transaction id… (reversals find what to take back by it). */
  ref: string | null;
  /** A French line for the player's history and the admins. */
  note: string | null;
  at: Date;
}

export interface LedgerEntry {
  id: string;
  at: string;
  delta: number;
  balanceAfter: number;
  kind: LedgerKind;
  ref: string | null;
  note: string | null;
}

/**
 * Applies the change and writes its entry: the new balance, or undefined when the
 * account does not exist or, with `cover`, when the balance after it would be below
 * zero (a debit the balance does not cover; nothing is written then).
 */
export async function changeBalance(tx: Queryable, c: BalanceChange, opts: { cover?: boolean } = {}): Promise<number | undefined> {
  const guard = opts.cover ? ' AND shop_tokens + $2 >= 0' : '';
  const [row] = await tx.query<{ shop_tokens: number; username: string }>(
    `UPDATE accounts SET shop_tokens = shop_tokens + $2 WHERE id = $1${guard} RETURNING shop_tokens, username`,
    [c.accountId, c.delta],
  );
  if (!row) return undefined;
  if (c.delta !== 0) {
    await tx.query(
      `INSERT INTO ledger_entries (account_id, at, delta, balance_after, kind, ref, note) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [c.accountId, c.at, c.delta, row.shop_tokens, c.kind, c.ref, c.note],
    );
    if (LOGGED_KINDS.includes(c.kind)) {
      await enqueueLogEvent(tx, c.kind as LogKind, {
        account: { id: c.accountId, username: row.username }, what: c.note ?? c.kind, delta: c.delta, balanceAfter: row.shop_tokens, ref: c.ref,
      }, c.at);
    }
  }
  return row.shop_tokens;
}

export async function balanceOf(db: Queryable, accountId: number): Promise<number | undefined> {
  const [row] = await db.query<{ shop_tokens: number }>('SELECT shop_tokens FROM accounts WHERE id = $1', [accountId]);
  return row?.shop_tokens;
}

/** What a cause (`ref`) of these kinds changed, per account: a reversal takes exactly that back. */
export async function totalsByRef(db: Queryable, ref: string, kinds: LedgerKind[]): Promise<{ accountId: number; total: number }[]> {
  return db.query<{ accountId: number; total: number }>(
    `SELECT account_id AS "accountId", sum(delta)::int AS total FROM ledger_entries
     WHERE ref = $1 AND kind = ANY($2) GROUP BY account_id ORDER BY account_id`,
    [ref, kinds],
  );
}

/** The latest entry of this kind per account for a cause: what its last reversal took. */
export async function lastEntriesByRef(db: Queryable, ref: string, kind: LedgerKind): Promise<{ accountId: number; delta: number }[]> {
  return db.query<{ accountId: number; delta: number }>(
    `SELECT DISTINCT ON (account_id) account_id AS "accountId", delta FROM ledger_entries
     WHERE ref = $1 AND kind = $2 ORDER BY account_id, id DESC`,
    [ref, kind],
  );
}

/** The account's entries, newest first. */
export async function ledgerOf(db: Queryable, accountId: number, kinds?: LedgerKind[]): Promise<LedgerEntry[]> {
  const rows = await db.query<Omit<LedgerEntry, 'at'> & { at: Date | string }>(
    `SELECT id::text AS id, at, delta, balance_after AS "balanceAfter", kind, ref, note FROM ledger_entries
     WHERE account_id = $1 ${kinds ? 'AND kind = ANY($2)' : ''} ORDER BY id DESC`,
    kinds ? [accountId, kinds] : [accountId],
  );
  return rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
}

/** Accounts whose balance is not the sum of their entries (the ledger's invariant; empty when it holds). */
export async function ledgerMismatches(db: Queryable): Promise<{ accountId: number; balance: number; sum: number }[]> {
  return db.query(
    `SELECT a.id AS "accountId", a.shop_tokens AS balance, coalesce(sum(l.delta), 0)::int AS sum
     FROM accounts a LEFT JOIN ledger_entries l ON l.account_id = a.id
     GROUP BY a.id HAVING a.shop_tokens <> coalesce(sum(l.delta), 0)`,
  );
}
