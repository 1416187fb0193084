import type { Queryable } from '../db/database';
import { fail } from '../http/http-error';

const MAX_FAILURES = 5;
const LOCK_MS = 5 * 60 * 1000;

export const TOO_MANY_ATTEMPTS = 'Trop de tentatives de connexion. Réessayez dans 5 minutes.';

const subjects = (username: string, ip: string) => [`user:${username.toLowerCase()}`, `ip:${ip}`];

/**
 * After 5 failures within 5 minutes for one username (existing or not) or one IP,
 * every attempt is refused for 5 minutes after the 5th failure. Refused attempts
 * are not counted, so the lock does not extend itself. Stored in the database, so
 * it holds across several server processes.
 */
export async function assertNotThrottled(db: Queryable, username: string, ip: string, now: Date): Promise<void> {
  for (const subject of subjects(username, ip)) {
    const recent = await db.query<{ failed_at: Date }>(
      'SELECT failed_at FROM login_failures WHERE subject = $1 AND failed_at > $2 ORDER BY failed_at DESC LIMIT $3',
      [subject, new Date(now.getTime() - 2 * LOCK_MS), MAX_FAILURES],
    );
    const last = recent[0]?.failed_at;
    const fifthLast = recent[MAX_FAILURES - 1]?.failed_at;
    if (last && fifthLast && last.getTime() - fifthLast.getTime() <= LOCK_MS && now.getTime() < last.getTime() + LOCK_MS) {
      const retryAfter = Math.ceil((last.getTime() + LOCK_MS - now.getTime()) / 1000);
      throw fail(429, TOO_MANY_ATTEMPTS, { 'Retry-After': String(retryAfter) });
    }
  }
}

export async function recordFailure(db: Queryable, username: string, ip: string, now: Date): Promise<void> {
  for (const subject of subjects(username, ip)) {
    await db.query('INSERT INTO login_failures (subject, failed_at) VALUES ($1, $2)', [subject, now]);
  }
  await db.query('DELETE FROM login_failures WHERE failed_at < $1', [new Date(now.getTime() - 24 * 3600 * 1000)]);
}

/** A successful login clears the username's count (not the IP's). */
export async function clearFailures(db: Queryable, username: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE subject = $1', [subjects(username, '')[0]]);
}
