// Table `accounts`: shop accounts, their H-Points balance and the identities bound to them.
import type { Queryable } from './queryable';

/** An account as a request sees it (the session's account, the answers). */
export interface AccountRow {
  id: number;
  username: string;
  avatar_url: string | null;
  rank: string | null;
  grp: string | null;
  shop_tokens: number;
  discord_id: string | null;
}

/** The AccountRow columns, in queries that name the accounts table `a`. */
export const ACCOUNT_COLUMNS = 'a.id, a.username, a.avatar_url, a.rank, a.grp, a.shop_tokens, a.discord_id';

export interface NewAccount {
  username: string;
  /** Password hash (services/passwords); null: no password login. */
  hash: string | null;
  tokens: number;
  rank?: string;
  discordId?: string;
  forumUserId?: number;
  license?: string;
  avatarUrl?: string;
}

export async function insertAccount(db: Queryable, now: Date, a: NewAccount): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO accounts (username, password_hash, shop_tokens, rank, grp, discord_id, forum_user_id, license, avatar_url, created_at)
     VALUES ($1, $2, $3, $4, 'user', $5, $6, $7, $8, $9) RETURNING id`,
    [a.username, a.hash, a.tokens, a.rank ?? null, a.discordId ?? null, a.forumUserId ?? null, a.license ?? null, a.avatarUrl ?? null, now],
  );
  return row!.id;
}

export async function countAccounts(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
  return row?.n ?? 0;
}

export async function findAccount(db: Queryable, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.id = $1`, [id]);
  return row;
}

/** Usernames are unique whatever their case. */
export async function findByUsername(db: Queryable, username: string): Promise<{ id: number; username: string } | undefined> {
  const [row] = await db.query<{ id: number; username: string }>('SELECT id, username FROM accounts WHERE lower(username) = lower($1)', [
    username,
  ]);
  return row;
}

export async function findCredentials(db: Queryable, username: string): Promise<{ id: number; password_hash: string | null } | undefined> {
  const [row] = await db.query<{ id: number; password_hash: string | null }>(
    'SELECT id, password_hash FROM accounts WHERE lower(username) = lower($1)',
    [username],
  );
  return row;
}

export async function findIdByForumUser(db: Queryable, forumUserId: number): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM accounts WHERE forum_user_id = $1', [forumUserId]);
  return row?.id;
}

export async function findIdByLicense(db: Queryable, license: string): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM accounts WHERE license = $1', [license]);
  return row?.id;
}

/** Binds the license to the account of that username when it has none yet: its id, else undefined. */
export async function bindLicense(db: Queryable, username: string, license: string): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    'UPDATE accounts SET license = $2 WHERE lower(username) = lower($1) AND license IS NULL RETURNING id',
    [username, license],
  );
  return row?.id;
}

export async function findIdByDiscordId(db: Queryable, discordId: string): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM accounts WHERE discord_id = $1', [discordId]);
  return row?.id;
}

export async function setDiscordId(db: Queryable, accountId: number, discordId: string): Promise<void> {
  await db.query('UPDATE accounts SET discord_id = $2 WHERE id = $1', [accountId, discordId]);
}

/** One conditional update: the new balance, or undefined when it does not cover `amount`. */
export async function debitTokens(db: Queryable, accountId: number, amount: number): Promise<number | undefined> {
  const [row] = await db.query<{ shop_tokens: number }>(
    'UPDATE accounts SET shop_tokens = shop_tokens - $2 WHERE id = $1 AND shop_tokens >= $2 RETURNING shop_tokens',
    [accountId, amount],
  );
  return row?.shop_tokens;
}

export async function tokenBalance(db: Queryable, accountId: number): Promise<number | undefined> {
  const [row] = await db.query<{ shop_tokens: number }>('SELECT shop_tokens FROM accounts WHERE id = $1', [accountId]);
  return row?.shop_tokens;
}

/** Adds H-Points (a paid points pack); false when the account does not exist. */
export async function creditTokens(db: Queryable, accountId: number, amount: number): Promise<boolean> {
  const rows = await db.query('UPDATE accounts SET shop_tokens = shop_tokens + $2 WHERE id = $1 RETURNING id', [accountId, amount]);
  return rows.length > 0;
}

/** Sets the account's rank (a paid rank package). */
export async function setRank(db: Queryable, accountId: number, rank: string): Promise<void> {
  await db.query('UPDATE accounts SET rank = $2 WHERE id = $1', [accountId, rank]);
}
