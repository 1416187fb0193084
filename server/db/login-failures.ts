// Table `login_failures`: failed password logins per subject (`user:<name>` or `ip:<address>`).
import type { Queryable } from './queryable';

/** The subject's failures after `since`, newest first, at most `limit`. */
export async function recentFailures(db: Queryable, subject: string, since: Date, limit: number): Promise<Date[]> {
  const rows = await db.query<{ failed_at: Date }>(
    'SELECT failed_at FROM login_failures WHERE subject = $1 AND failed_at > $2 ORDER BY failed_at DESC LIMIT $3',
    [subject, since, limit],
  );
  return rows.map((row) => row.failed_at);
}

export async function insertFailure(db: Queryable, subject: string, at: Date): Promise<void> {
  await db.query('INSERT INTO login_failures (subject, failed_at) VALUES ($1, $2)', [subject, at]);
}

export async function deleteFailuresBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE failed_at < $1', [before]);
}

export async function deleteFailures(db: Queryable, subject: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE subject = $1', [subject]);
}
