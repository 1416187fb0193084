import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { AppOptions } from '../app-options';

/** The webhook secret a development server (with the sandbox) uses when TEBEX_WEBHOOK_SECRET is unset. */
export const DEV_TEBEX_WEBHOOK_SECRET = 'dev-tebex-webhook-secret';

/**
 * The secret Tebex signs its webhooks with: TEBEX_WEBHOOK_SECRET; with the sandbox
 * and none configured, the development one. The development secret is public: it
 * counts only with the sandbox. Undefined: the webhook is off (503).
 */
export function tebexWebhookSecret(options: Pick<AppOptions, 'sandbox' | 'tebexWebhookSecret'>): string | undefined {
  const configured = options.tebexWebhookSecret || undefined;
  if (configured === DEV_TEBEX_WEBHOOK_SECRET && !options.sandbox) return undefined;
  return configured ?? (options.sandbox ? DEV_TEBEX_WEBHOOK_SECRET : undefined);
}

/** Tebex's X-Signature: hex HMAC-SHA256, keyed with the secret, of the hex SHA-256 of the raw body (its bytes as sent). */
export function tebexSignature(secret: string, rawBody: Uint8Array | string): string {
  const bodyHash = createHash('sha256').update(rawBody).digest('hex');
  return createHmac('sha256', secret).update(bodyHash).digest('hex');
}

/** Compares in constant time; a missing or malformed header is simply wrong. */
export function validTebexSignature(header: string | undefined, secret: string, rawBody: Uint8Array): boolean {
  if (!header) return false;
  const given = Buffer.from(header.trim().toLowerCase());
  const expected = Buffer.from(tebexSignature(secret, rawBody));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
