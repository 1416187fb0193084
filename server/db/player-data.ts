// Everything the shop holds on one player, read for an export (the right of access) and
// made anonymous by an erasure: the account's personal fields, characters and contact
// messages go; the ledger, purchases, payments and deliveries stay for the accounts.
import type { Queryable } from './queryable';

type Row = Record<string, unknown>;

/** The account's row (its password only as whether there is one), or undefined. */
export async function accountData(db: Queryable, accountId: number): Promise<Row | undefined> {
  const [row] = await db.query<Row>(
    `SELECT id, username, avatar_url, rank, grp, shop_tokens, discord_id, forum_user_id, license, created_at, erased_at,
       password_hash IS NOT NULL AS has_password
     FROM accounts WHERE id = $1`,
    [accountId],
  );
  return row;
}

export async function erasedAt(db: Queryable, accountId: number): Promise<string | null> {
  const [row] = await db.query<{ erased_at: Date | string | null }>('SELECT erased_at FROM accounts WHERE id = $1', [accountId]);
  return row?.erased_at ? new Date(row.erased_at).toISOString() : null;
}

/** The player's rows of each table that holds any, by the name the export gives them. */
export const PLAYER_TABLES = {
  characters: 'SELECT * FROM characters WHERE account_id = $1 ORDER BY id',
  ledger: 'SELECT * FROM ledger_entries WHERE account_id = $1 ORDER BY id',
  purchases: 'SELECT * FROM purchases WHERE account_id = $1 ORDER BY id',
  payments: 'SELECT * FROM tebex_payments WHERE account_id = $1 ORDER BY received_at',
  tebexTransactions: 'SELECT * FROM tebex_transactions WHERE account_id = $1 OR recipient_id = $1 ORDER BY created_at',
  subscriptions: 'SELECT * FROM subscriptions WHERE account_id = $1 ORDER BY updated_at',
  rankPeriods: 'SELECT * FROM rank_periods WHERE account_id = $1 ORDER BY paid_at',
  deliveries: 'SELECT * FROM deliveries WHERE account_id = $1 ORDER BY id',
  contactMessages: 'SELECT * FROM contact_messages WHERE account_id = $1 ORDER BY id',
} as const;

export async function playerRows(db: Queryable, table: keyof typeof PLAYER_TABLES, accountId: number): Promise<Row[]> {
  return db.query<Row>(PLAYER_TABLES[table], [accountId]);
}

/** Takes the account's row for the erasure: its group and whether it is erased already. */
export async function lockForErasure(db: Queryable, accountId: number): Promise<{ grp: string | null; erased_at: Date | null } | undefined> {
  const [row] = await db.query<{ grp: string | null; erased_at: Date | null }>('SELECT grp, erased_at FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
  return row;
}

/**
 * Erases the player's personal data: the account keeps only `placeholder` as its name and
 * can no longer log in (no password, license, Discord or forum id); characters lose their
 * names; contact messages (their email) go; payments keep no customer; the shop's log keeps
 * the placeholder; sessions, game tokens and a second factor end.
 */
export async function erasePersonalData(db: Queryable, accountId: number, placeholder: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE accounts SET username = $2, password_hash = NULL, avatar_url = NULL, discord_id = NULL, forum_user_id = NULL,
       license = NULL, fivem_id = NULL, last_game_server = NULL, grp = 'user', erased_at = $3 WHERE id = $1`,
    [accountId, placeholder, now],
  );
  await db.query(
    `UPDATE characters SET firstname = '', lastname = '', dob = '', pob = '', height = 0, game_id = NULL, active = false WHERE account_id = $1`,
    [accountId],
  );
  await db.query('DELETE FROM contact_messages WHERE account_id = $1', [accountId]);
  await db.query(`UPDATE tebex_payments SET body = (body #- '{subject,customer}') - 'customer' WHERE account_id = $1`, [accountId]);
  await db.query('UPDATE tebex_transactions SET gift_target = NULL WHERE recipient_id = $1', [accountId]);
  await db.query(
    `UPDATE log_events SET payload = jsonb_set(payload, '{account,username}', to_jsonb($2::text))
     WHERE payload->'account'->>'id' = $1::text`,
    [accountId, placeholder],
  );
  for (const table of ['sessions', 'game_tokens', 'oauth_states', 'admin_totp', 'admin_recovery_codes']) {
    await db.query(`DELETE FROM ${table} WHERE account_id = $1`, [accountId]);
  }
}
