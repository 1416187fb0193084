import { findCredentials } from '../db/accounts';
import type { Queryable } from '../db/queryable';
import { fail } from '../http/http-error';
import { assertNotThrottled, clearFailures, recordFailure } from './login-throttle';
import { verifyPassword } from './passwords';

const BAD_CREDENTIALS = "Nom d'utilisateur ou mot de passe incorrect.";

/** The account a username and password open; throttled per username and per IP (login-throttle). */
export async function checkPassword(db: Queryable, login: { username: string; password: string; ip: string; now: Date }): Promise<number> {
  await assertNotThrottled(db, login.username, login.ip, login.now);
  const row = await findCredentials(db, login.username);
  // Same work and same text whether or not the user exists.
  if (!(await verifyPassword(login.password, row?.password_hash ?? null)) || !row) {
    await recordFailure(db, login.username, login.ip, login.now);
    throw fail(401, BAD_CREDENTIALS);
  }
  await clearFailures(db, login.username);
  return row.id;
}
