// Recovery codes: 10 random codes (`xxxxx-xxxxx`, 50 bits each), shown once and stored
// hashed; typed back in any case, with or without the dash.
import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../src/api/contract/admin-security';
import { sha256 } from './secrets';

/** No 0/o, 1/l/i: read from paper without doubt. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
export const hashRecoveryCode = (code: string) => sha256(`recovery:${normalizeRecoveryCode(code)}`);

export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = one();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}
