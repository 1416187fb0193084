/** 32 hex characters from the browser's CSPRNG (no secure context needed, unlike randomUUID). */
export function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
