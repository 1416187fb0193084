// An admin's second factor (docs/admin.md): a TOTP app enrolled with a first code, 10
// recovery codes (hashed, each used once), and the code each new session gives before the
// console's API answers. A code's time step is taken once: a code is never accepted twice.
// Guesses are limited per admin (5 failures in 5 minutes). Enrolling, removing it and using a
// recovery code are audited.
import type { EnrolmentAnswer, SecondFactorStatus } from '../../src/api/contract/admin-security';
import { insertAudit, type Actor } from '../db/audit';
import {
  confirmTotp, deleteSecondFactor, findTotp, putPendingTotp, recoveryCodesLeft, replaceRecoveryCodes, takeStep, useRecoveryCode,
} from '../db/admin-second-factor';
import type { Database, Queryable } from '../db/queryable';
import { hasSecondFactor, markSecondFactor } from '../db/sessions';
import { fail } from '../http/http-error';
import { limitedTry } from './attempt-limit';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { readSettings } from './shop-settings';
import { codeStep, newTotpSecret, qrPath, totpUri } from './totp';

export const TOO_MANY_CODES = 'Trop de codes erronés. Réessayez dans 5 minutes.';
const WRONG_CODE = 'Code incorrect ou déjà utilisé.';

/** The admin's session, as the guard and the routes see it. */
export interface AdminSession {
  admin: Actor & { id: number };
  /** The session's key (services/sessions), null without a cookie. */
  sessionKey: string | null;
}

/** Whether the admin has an app, and whether this session gave its code (nothing to give without one): what the guard checks. */
export async function secondFactorGiven(db: Queryable, s: AdminSession): Promise<{ enrolled: boolean; verified: boolean }> {
  const totp = await findTotp(db, s.admin.id);
  const enrolled = !!totp?.confirmed_at;
  return { enrolled, verified: !enrolled || (s.sessionKey !== null && (await hasSecondFactor(db, s.sessionKey))) };
}

export async function secondFactorStatus(db: Queryable, s: AdminSession, required: boolean): Promise<SecondFactorStatus> {
  const given = await secondFactorGiven(db, s);
  return { ...given, required, recoveryLeft: given.enrolled ? await recoveryCodesLeft(db, s.admin.id) : 0 };
}

/** A new pending secret (replacing one not confirmed); 409 when an app is enrolled already. */
export async function startEnrolment(db: Database, s: AdminSession, now: Date): Promise<EnrolmentAnswer> {
  const secret = newTotpSecret();
  if (!(await putPendingTotp(db, s.admin.id, secret, now))) throw fail(409, 'La double authentification est déjà activée.');
  const uri = totpUri(secret, (await readSettings(db)).shopName, s.admin.username);
  return { secret, uri, qr: qrPath(uri) };
}

/** The first code confirms the app: the recovery codes (shown this once), the session counts as verified; audited. */
export async function confirmEnrolment(db: Database, s: AdminSession, code: string, now: Date): Promise<string[]> {
  const totp = await findTotp(db, s.admin.id);
  if (!totp) throw fail(409, 'Commencez par afficher le QR code de l’activation.');
  if (totp.confirmed_at) throw fail(409, 'La double authentification est déjà activée.');
  const codes = newRecoveryCodes();
  await limitedTry(db, `2fa:${s.admin.id}`, now, TOO_MANY_CODES, async () => {
    const step = codeStep(totp.secret, code.trim(), now);
    if (step === null) throw fail(400, WRONG_CODE);
    await db.transaction(async (tx) => {
      if (!(await takeStep(tx, s.admin.id, step))) throw fail(400, WRONG_CODE);
      await confirmTotp(tx, s.admin.id, now);
      await replaceRecoveryCodes(tx, s.admin.id, codes.map(hashRecoveryCode));
      if (s.sessionKey) await markSecondFactor(tx, s.sessionKey, now);
      await insertAudit(tx, {
        admin: s.admin, action: '2fa.enrol', target: `account:${s.admin.id}`, before: { enrolled: false }, after: { enrolled: true },
        what: `Double authentification activée pour ${s.admin.username}.`, at: now,
      });
    });
    return true;
  });
  return codes;
}

/**
 * Checks a code of the admin's app (never one already accepted) or a recovery code (used
 * once, audited), within the guess limit: 400 when wrong, 429 after 5 failures in 5 minutes.
 * `then` runs in the transaction that takes the code.
 */
async function checkCode(db: Database, s: AdminSession, code: string, now: Date, then: (tx: Queryable, how: 'totp' | 'recovery') => Promise<void>) {
  const totp = await findTotp(db, s.admin.id);
  if (!totp?.confirmed_at) throw fail(409, 'La double authentification n’est pas activée.');
  await limitedTry(db, `2fa:${s.admin.id}`, now, TOO_MANY_CODES, async () => {
    const typed = code.trim();
    if (/^\d{6}$/.test(typed)) {
      const step = codeStep(totp.secret, typed, now);
      if (step === null) throw fail(400, WRONG_CODE);
      await db.transaction(async (tx) => {
        if (!(await takeStep(tx, s.admin.id, step))) throw fail(400, WRONG_CODE);
        await then(tx, 'totp');
      });
      return true;
    }
    await db.transaction(async (tx) => {
      if (!(await useRecoveryCode(tx, s.admin.id, hashRecoveryCode(typed), now))) throw fail(400, WRONG_CODE);
      const left = await recoveryCodesLeft(tx, s.admin.id);
      await insertAudit(tx, {
        admin: s.admin, action: '2fa.recovery', target: `account:${s.admin.id}`, before: { recoveryLeft: left + 1 }, after: { recoveryLeft: left },
        what: `Code de secours utilisé par ${s.admin.username} (${left} restants).`, at: now,
      });
      await then(tx, 'recovery');
    });
    return true;
  });
}

/** This session gives its second factor. */
export async function verifySecondFactor(db: Database, s: AdminSession, code: string, now: Date): Promise<void> {
  if (!s.sessionKey) throw fail(401, 'Vous devez être connecté.');
  const key = s.sessionKey;
  await checkCode(db, s, code, now, (tx) => markSecondFactor(tx, key, now));
}

/** Removes the app and the recovery codes, with a current code; refused while ADMIN_REQUIRE_2FA holds; audited. */
export async function disableSecondFactor(db: Database, s: AdminSession, code: string, required: boolean, now: Date): Promise<void> {
  if (required) throw fail(403, 'La double authentification est obligatoire sur cette boutique : elle ne peut pas être désactivée.');
  await checkCode(db, s, code, now, async (tx) => {
    await deleteSecondFactor(tx, s.admin.id);
    await insertAudit(tx, {
      admin: s.admin, action: '2fa.disable', target: `account:${s.admin.id}`, before: { enrolled: true }, after: { enrolled: false },
      what: `Double authentification désactivée pour ${s.admin.username}.`, at: now,
    });
  });
}
