// Admins' passwords (docs/admin.md): the first admin, created on the command line
// (`npm run admin -- create`), and an admin changing their own in the console.
import { ADMIN_PASSWORD, ADMIN_PASSWORD_LONG, ADMIN_PASSWORD_SHORT } from '../../src/api/contract/admin-security';
import { USERNAME_MAX, USERNAME_MIN } from '../../src/api/contract/account';
import { findByUsername, findPasswordHash, insertAccount, setPasswordHash } from '../db/accounts';
import { insertAudit, type Actor } from '../db/audit';
import type { Database } from '../db/queryable';
import { deleteSessionsOf } from '../db/sessions';
import { fail } from '../http/http-error';
import { limitedTry } from './attempt-limit';
import { hashPassword, verifyPassword } from './passwords';

/** The French refusal of a password an admin may not have, or null when it fits. */
export function adminPasswordProblem(password: string): string | null {
  if (password.length < ADMIN_PASSWORD.min) return ADMIN_PASSWORD_SHORT;
  if (password.length > ADMIN_PASSWORD.max) return ADMIN_PASSWORD_LONG;
  return null;
}

/** A new admin account who logs in with this password; refused (French) when the name is taken or the password short. */
export async function createAdmin(db: Database, username: string, password: string, now: Date): Promise<number> {
  const name = username.trim();
  if (name.length < USERNAME_MIN || name.length > USERNAME_MAX) throw new Error(`Le pseudo doit faire entre ${USERNAME_MIN} et ${USERNAME_MAX} caractères.`);
  const problem = adminPasswordProblem(password);
  if (problem) throw new Error(problem);
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    if (await findByUsername(tx, name)) throw new Error(`Le pseudo « ${name} » est déjà pris (npm run admin -- grant ${name} le rend admin).`);
    return insertAccount(tx, now, { username: name, hash, group: 'admin' });
  });
}

const TOO_MANY_PASSWORDS = 'Trop de mots de passe erronés. Réessayez dans 5 minutes.';

/**
 * An admin changes their own password: the current one first (5 failures in 5 minutes,
 * then 429), then the new one (12 characters or more). Their other sessions end; audited.
 */
export async function changeAdminPassword(db: Database, admin: Actor & { id: number }, keepSession: string | null, current: string, next: string, now: Date): Promise<void> {
  const problem = adminPasswordProblem(next);
  if (problem) throw fail(400, problem);
  const ok = await limitedTry(db, `password:${admin.id}`, now, TOO_MANY_PASSWORDS, async () => verifyPassword(current, await findPasswordHash(db, admin.id)));
  if (!ok) throw fail(403, 'Mot de passe actuel incorrect.');
  const hash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, admin.id, hash);
    await deleteSessionsOf(tx, admin.id, keepSession);
    await insertAudit(tx, {
      admin, action: 'admin.password', target: `account:${admin.id}`, before: null, after: { otherSessionsEnded: true },
      what: `${admin.username} a changé son mot de passe ; ses autres sessions sont fermées.`, at: now,
    });
  });
}
