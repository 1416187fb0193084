import { findCredentials } from '../db/accounts';
import type { Database } from '../db/queryable';
import { fail } from '../http/http-error';
import { attemptFailed, attemptSucceeded, reserveAttempt } from './login-throttle';
import { verifyPassword } from './passwords';

const BAD_CREDENTIALS = "Nom d'utilisateur ou mot de passe incorrect.";

/**
 * The account a username and password open; throttled per username and per IP
 * (login-throttle): the try is reserved before the password is checked.
 */
export async function checkPassword(db: Database, login: { username: string; password: string; ip: string; now: Date }): Promise<number> {
  const attempt = await reserveAttempt(db, login.username, login.ip, login.now);
  const row = await findCredentials(db, login.username);
  // Same work and same text whether or not the user exists.
  if (!(await verifyPassword(login.password, row?.password_hash ?? null)) || !row) {
    await attemptFailed(db, attempt, login.now);
    throw fail(401, BAD_CREDENTIALS);
  }
  await attemptSucceeded(db, attempt);
  return row.id;
}
