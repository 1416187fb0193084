// Table `login_failures`: password login tries per subject (`user:<name>` or `ip:<address>`):
// the failed ones, and the ones whose password is still being checked (`pending`).
import type { Queryable } from './queryable';

/** Advisory-lock namespaces, one per position in the subject list (see lockSubjects). */
const LOCK_NAMESPACE = 0x4c4f; // "LO"

/**
 * Serializes, until the transaction ends, the tries on these subjects. Subjects are
 * locked in list order, each position in its own key space, so callers that always
 * pass the same kinds in the same order (user, then IP) never wait on each other in a cycle.
 */
export async function lockSubjects(tx: Queryable, subjects: string[]): Promise<void> {
  for (const [position, subject] of subjects.entries()) {
    await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [LOCK_NAMESPACE + position, subject]);
  }
}

/** When the subject's tries after `since` happened (failed or pending), newest first, at most `limit`. */
export async function recentTries(db: Queryable, subject: string, since: Date, limit: number): Promise<Date[]> {
  const rows = await db.query<{ failed_at: Date }>(
    'SELECT failed_at FROM login_failures WHERE subject = $1 AND failed_at > $2 ORDER BY failed_at DESC LIMIT $3',
    [subject, since, limit],
  );
  return rows.map((row) => row.failed_at);
}

/** A try whose password is being checked: counts as a failure until it is settled. */
export async function insertPendingTry(db: Queryable, subject: string, at: Date): Promise<number> {
  const [row] = await db.query<{ id: string | number }>(
    'INSERT INTO login_failures (subject, failed_at, pending) VALUES ($1, $2, true) RETURNING id',
    [subject, at],
  );
  return Number(row!.id);
}

export async function markFailed(db: Queryable, ids: number[]): Promise<void> {
  await db.query('UPDATE login_failures SET pending = false WHERE id = ANY($1::bigint[])', [ids]);
}

export async function deleteTries(db: Queryable, ids: number[]): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE id = ANY($1::bigint[])', [ids]);
}

/** The subject's settled failures reserved before the try `before` (tries still pending stay). */
export async function deleteSettledFailuresBefore(db: Queryable, subject: string, before: number): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE subject = $1 AND id < $2 AND NOT pending', [subject, before]);
}

export async function deleteFailuresBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE failed_at < $1', [before]);
}
