// Login sessions: a random token (the cookie's value) stored hashed, with an end.
import type { AccountRow } from '../db/accounts';
import type { Queryable } from '../db/queryable';
import { deleteExpiredSessions, deleteSession, findSessionAccount, insertSession } from '../db/sessions';
import { newToken, sha256 } from './secrets';

const REMEMBER_MS = 30 * 24 * 3600 * 1000;
/** A browser-session cookie still needs a server-side end. */
const SESSION_MS = 12 * 3600 * 1000;

/** A new session for the account: its token, and how long it lasts (remember-me: 30 days). */
export async function openSession(db: Queryable, accountId: number, remember: boolean, now: Date): Promise<{ token: string; lifetimeMs: number }> {
  const token = newToken();
  const lifetimeMs = remember ? REMEMBER_MS : SESSION_MS;
  await insertSession(db, sha256(token), accountId, new Date(now.getTime() + lifetimeMs));
  // Expired sessions are never read again: each login takes the old ones away.
  await deleteExpiredSessions(db, now);
  return { token, lifetimeMs };
}

/** The account of the session this token opened, while it lasts. */
export async function sessionAccount(db: Queryable, token: string, now: Date): Promise<AccountRow | null> {
  return (await findSessionAccount(db, sha256(token), now)) ?? null;
}

export async function closeSession(db: Queryable, token: string): Promise<void> {
  await deleteSession(db, sha256(token));
}
