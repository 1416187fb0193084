import { deleteFailures, deleteFailuresBefore, insertFailure, recentFailures } from '../db/login-failures';
import type { Queryable } from '../db/queryable';
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
    const recent = await recentFailures(db, subject, new Date(now.getTime() - 2 * LOCK_MS), MAX_FAILURES);
    const last = recent[0];
    const fifthLast = recent[MAX_FAILURES - 1];
    if (last && fifthLast && last.getTime() - fifthLast.getTime() <= LOCK_MS && now.getTime() < last.getTime() + LOCK_MS) {
      const retryAfter = Math.ceil((last.getTime() + LOCK_MS - now.getTime()) / 1000);
      throw fail(429, TOO_MANY_ATTEMPTS, { 'Retry-After': String(retryAfter) });
    }
  }
}

export async function recordFailure(db: Queryable, username: string, ip: string, now: Date): Promise<void> {
  for (const subject of subjects(username, ip)) {
    await insertFailure(db, subject, now);
  }
  await deleteFailuresBefore(db, new Date(now.getTime() - 24 * 3600 * 1000));
}

/** A successful login clears the username's count (not the IP's). */
export async function clearFailures(db: Queryable, username: string): Promise<void> {
  await deleteFailures(db, subjects(username, '')[0]!);
}
