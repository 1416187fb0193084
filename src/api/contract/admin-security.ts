// An admin's own security, in the console's API (`/api/manage/...`): their password and
// their second factor (a TOTP app, and recovery codes). Imported only by the console's
// chunks and the server, never by a player's pages or the game's file.
import * as z from 'zod/mini';
import { USERNAME_MAX } from './account';
import { endpoint } from './endpoints';

/** An admin's password: 12 characters at least; at most what the login form accepts. */
export const ADMIN_PASSWORD = { min: 12, max: USERNAME_MAX } as const;
export const ADMIN_PASSWORD_SHORT = `Le mot de passe doit faire au moins ${ADMIN_PASSWORD.min} caractères.`;
export const ADMIN_PASSWORD_LONG = `Le mot de passe doit faire au plus ${ADMIN_PASSWORD.max} caractères.`;

/** How many recovery codes an enrolment gives (each one works once). */
export const RECOVERY_CODE_COUNT = 10;

/**
 * The guard's refusals the console recognises: a session whose second factor is not given
 * yet (401: the console asks for the code), an admin who must enrol first (403: the console
 * shows the enrolment). The server sends these exact texts.
 */
export const SECOND_FACTOR_ERRORS = {
  codeRequired: 'Code de double authentification requis : saisissez le code de votre application.',
  enrolmentRequired: 'La double authentification est obligatoire : activez-la avant d’utiliser la console.',
} as const;

export const PasswordBody = z.object({
  current: z.string().check(z.minLength(1), z.maxLength(200)),
  next: z.string().check(z.minLength(ADMIN_PASSWORD.min), z.maxLength(ADMIN_PASSWORD.max)),
});
export type PasswordBody = z.infer<typeof PasswordBody>;

/** A 6-digit code from the app, or a recovery code (`xxxxx-xxxxx`, dash and case free). */
export const CodeBody = z.object({ code: z.string().check(z.minLength(6), z.maxLength(20)) });

export const SecondFactorStatus = z.object({
  /** A TOTP app is enrolled (confirmed with a first code). */
  enrolled: z.boolean(),
  /** This session gave its code (or has nothing to give: not enrolled). */
  verified: z.boolean(),
  /** ADMIN_REQUIRE_2FA: an admin without a second factor may only enrol. */
  required: z.boolean(),
  /** Recovery codes not used yet. */
  recoveryLeft: z.number(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatus>;

/** A started enrolment: the secret as text and as an otpauth:// address, and its QR code as an SVG path. */
export const EnrolmentAnswer = z.object({
  secret: z.string(),
  uri: z.string(),
  qr: z.object({ size: z.number(), path: z.string() }),
});
export type EnrolmentAnswer = z.infer<typeof EnrolmentAnswer>;

export const RecoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
const Ok = z.object({ ok: z.literal(true) });

/** A bad password body's French text: the new password's own rule, else the field. */
const passwordIssue = (issue: z.core.$ZodIssue) => (issue.path[0] === 'next' && issue.code === 'too_small' ? ADMIN_PASSWORD_SHORT
  : issue.path[0] === 'next' && issue.code === 'too_big' ? ADMIN_PASSWORD_LONG : `Requête invalide : ${issue.path.join('.') || 'requête'}.`);

const admin = 'admin' as const;
export const adminSecurityEndpoints = {
  changePassword: endpoint({ method: 'POST', path: '/api/manage/password', summary: 'Change the admin’s own password (the current one, then 12 characters or more); their other sessions end; audited', auth: admin, body: PasswordBody, answer: Ok, issueText: passwordIssue }),
  secondFactor: endpoint({ method: 'GET', path: '/api/manage/2fa', summary: 'The admin’s second factor: enrolled, given in this session, required (ADMIN_REQUIRE_2FA), recovery codes left', auth: admin, answer: SecondFactorStatus }),
  startEnrolment: endpoint({ method: 'POST', path: '/api/manage/2fa/enrol', summary: 'Start a TOTP enrolment: a new secret, its otpauth address and QR code (not active until confirmed)', auth: admin, answer: EnrolmentAnswer }),
  confirmEnrolment: endpoint({ method: 'POST', path: '/api/manage/2fa/confirm', summary: 'Confirm the enrolment with a first code: the 10 recovery codes, shown once; audited', auth: admin, body: CodeBody, answer: RecoveryCodesAnswer }),
  verifySecondFactor: endpoint({ method: 'POST', path: '/api/manage/2fa/verify', summary: 'Give this session’s second factor: a code never used before, or a recovery code (once); 5 failures per 5 minutes, then 429', auth: admin, body: CodeBody, answer: Ok }),
  disableSecondFactor: endpoint({ method: 'POST', path: '/api/manage/2fa/disable', summary: 'Remove the TOTP app and the recovery codes, with a current code; refused when ADMIN_REQUIRE_2FA; audited', auth: admin, body: CodeBody, answer: Ok }),
} as const;
