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
  /** The subscription that sets the rank (db/subscriptions), `until` as JSON has it. */
  subscription: { rank: string; status: 'active' | 'ending'; until: string } | null;
}

/** The AccountRow columns, in queries that name the accounts table `a`. */
export const ACCOUNT_COLUMNS = `a.id, a.username, a.avatar_url, a.rank, a.grp, a.shop_tokens, a.discord_id,
  (SELECT json_build_object('rank', s.rank, 'status', s.status, 'until', s.until) FROM subscriptions s
   WHERE s.account_id = a.id AND s.rank = a.rank AND s.status <> 'ended' ORDER BY s.until DESC LIMIT 1) AS subscription`;

/** A new account has no H-Points: a balance opens with a ledger entry (db/ledger). */
export interface NewAccount {
  username: string;
  /** Password hash (services/passwords); null: no password login. */
  hash: string | null;
  /** `admin` for an admin; default `user`. */
  group?: string;
  discordId?: string;
  forumUserId?: number;
  license?: string;
  avatarUrl?: string;
}

export async function insertAccount(db: Queryable, now: Date, a: NewAccount): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO accounts (username, password_hash, grp, discord_id, forum_user_id, license, avatar_url, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [a.username, a.hash, a.group ?? 'user', a.discordId ?? null, a.forumUserId ?? null, a.license ?? null, a.avatarUrl ?? null, now],
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

/**
 * The account's rank, its row locked until the transaction ends (services/ranks recomputes it).
 * NO KEY UPDATE, as a balance update takes: rows inserted meanwhile that reference the
 * account (ledger entries, deliveries…) hold a key-share lock that FOR UPDATE would wait
 * on, while their own transaction waits on this one: a deadlock.
 */
export async function lockRank(db: Queryable, accountId: number): Promise<{ rank: string | null } | undefined> {
  const [row] = await db.query<{ rank: string | null }>('SELECT rank FROM accounts WHERE id = $1 FOR NO KEY UPDATE', [accountId]);
  return row;
}

/** Sets the account's rank (services/ranks, from its paid periods). */
export async function setRank(db: Queryable, accountId: number, rank: string | null): Promise<void> {
  await db.query('UPDATE accounts SET rank = $2 WHERE id = $1', [accountId, rank]);
}

/** Makes the account of this username an admin, or a player again: false when there is none. */
export async function setGroup(db: Queryable, username: string, group: 'admin' | 'user'): Promise<boolean> {
  const rows = await db.query('UPDATE accounts SET grp = $2 WHERE lower(username) = lower($1) RETURNING id', [username, group]);
  return rows.length > 0;
}

/**
 * Binds the player's Cfx.re identifier (`fivem:<id>`) to the account, with the game server
 * it came from; an account that held it before (the same Cfx.re account played under
 * another license) lets it go: one account per Cfx.re identifier.
 */
export async function bindFivemId(db: Queryable, accountId: number, fivemId: string, server: string): Promise<void> {
  await db.query('UPDATE accounts SET fivem_id = NULL WHERE fivem_id = $1 AND id <> $2', [fivemId, accountId]);
  await db.query('UPDATE accounts SET fivem_id = $2, last_game_server = $3 WHERE id = $1', [accountId, fivemId, server]);
}

/** The account bound to this Cfx.re identifier, and the game server it last came from. */
export async function findByFivemId(db: Queryable, fivemId: string): Promise<{ id: number; last_game_server: string | null } | undefined> {
  const [row] = await db.query<{ id: number; last_game_server: string | null }>(
    'SELECT id, last_game_server FROM accounts WHERE fivem_id = $1',
    [fivemId],
  );
  return row;
}

/** The account's username and Cfx.re identifier (the in-game claim checks who paid). */
export async function findFivemIdentity(db: Queryable, accountId: number): Promise<{ username: string; fivem_id: string | null } | undefined> {
  const [row] = await db.query<{ username: string; fivem_id: string | null }>('SELECT username, fivem_id FROM accounts WHERE id = $1', [accountId]);
  return row;
}

export async function findPasswordHash(db: Queryable, accountId: number): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM accounts WHERE id = $1', [accountId]);
  return row?.password_hash ?? null;
}

export async function setPasswordHash(db: Queryable, accountId: number, hash: string): Promise<void> {
  await db.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [accountId, hash]);
}
