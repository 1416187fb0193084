// Table `tebex_claim_tries`: each try of the in-game `/tebex` claim, per license (its throttle).
import type { Queryable } from './queryable';

/**
 * Records a try unless `max` tries of this license were recorded after `since`: false when
 * they were (the try is refused, and not counted). An advisory lock on the license, held
 * until the caller's transaction ends, makes parallel tries count one after the other.
 */
export async function takeClaimTry(db: Queryable, license: string, now: Date, since: Date, max: number): Promise<boolean> {
  await db.query("SELECT pg_advisory_xact_lock(hashtext('tebex-claim:' || $1))", [license]);
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tebex_claim_tries WHERE license = $1 AND at > $2', [license, since]);
  if ((row?.n ?? 0) >= max) return false;
  await db.query('INSERT INTO tebex_claim_tries (license, at) VALUES ($1, $2)', [license, now]);
  await db.query('DELETE FROM tebex_claim_tries WHERE at < $1', [new Date(since.getTime() - 24 * 3600 * 1000)]);
  return true;
}
