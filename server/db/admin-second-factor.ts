// Tables `admin_totp` and `admin_recovery_codes`: an admin's TOTP app and recovery codes
// (services/admin-second-factor), and the sessions' `second_factor_at`.
import type { Queryable } from './queryable';

export interface TotpRow {
  secret: string;
  confirmed_at: Date | null;
  last_step: number | null;
}

export async function findTotp(db: Queryable, accountId: number): Promise<TotpRow | undefined> {
  const [row] = await db.query<{ secret: string; confirmed_at: Date | null; last_step: string | number | null }>(
    'SELECT secret, confirmed_at, last_step FROM admin_totp WHERE account_id = $1',
    [accountId],
  );
  return row && { ...row, last_step: row.last_step === null ? null : Number(row.last_step) };
}

/** A new pending secret (an unconfirmed one is replaced; a confirmed one is left: false). */
export async function putPendingTotp(db: Queryable, accountId: number, secret: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO admin_totp (account_id, secret, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (account_id) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at, last_step = NULL
       WHERE admin_totp.confirmed_at IS NULL
     RETURNING account_id`,
    [accountId, secret, now],
  );
  return rows.length > 0;
}

/**
 * Takes the time step of an accepted code: false when this step or a later one was taken
 * already (a code is never accepted twice, even by two requests at once).
 */
export async function takeStep(db: Queryable, accountId: number, step: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE admin_totp SET last_step = $2 WHERE account_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING account_id',
    [accountId, step],
  );
  return rows.length > 0;
}

export async function confirmTotp(db: Queryable, accountId: number, now: Date): Promise<void> {
  await db.query('UPDATE admin_totp SET confirmed_at = $2 WHERE account_id = $1', [accountId, now]);
}

export async function deleteSecondFactor(db: Queryable, accountId: number): Promise<void> {
  await db.query('DELETE FROM admin_totp WHERE account_id = $1', [accountId]);
  await db.query('DELETE FROM admin_recovery_codes WHERE account_id = $1', [accountId]);
}

export async function replaceRecoveryCodes(db: Queryable, accountId: number, hashes: string[]): Promise<void> {
  await db.query('DELETE FROM admin_recovery_codes WHERE account_id = $1', [accountId]);
  for (const hash of hashes) await db.query('INSERT INTO admin_recovery_codes (account_id, code_hash) VALUES ($1, $2)', [accountId, hash]);
}

/** Uses a recovery code: false when it is not one of the account's, or was used already. */
export async function useRecoveryCode(db: Queryable, accountId: number, hash: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE admin_recovery_codes SET used_at = $3 WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING account_id',
    [accountId, hash, now],
  );
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_recovery_codes WHERE account_id = $1 AND used_at IS NULL', [accountId]);
  return row?.n ?? 0;
}
