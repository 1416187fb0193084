// TOTP codes (RFC 6238: SHA-1, 6 digits, 30 s) with otpauth, and the enrolment's QR code
// with qrcode, drawn as one SVG path. Server only: the console receives the path.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD_S = 30;

function totp(secret: string, issuer = '', label = '') {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });
}

/** A new random secret (160 bits), as base32 text. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address an app reads from the QR code. */
export const totpUri = (secret: string, issuer: string, username: string) => totp(secret, issuer, username).toString();

/** The code of a time (tests, and the sandbox's own checks). */
export const totpCode = (secret: string, at: Date) => totp(secret).generate({ timestamp: at.getTime() });

/** The time step the code belongs to (this one, or one either side for clocks apart), or null. */
export function codeStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** The QR code of `text` as the path of a `size`×`size` SVG (one unit per module). */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) parts.push(`M${x} ${y}h1v1h-1z`);
  }
  return { size: modules.size, path: parts.join('') };
}
