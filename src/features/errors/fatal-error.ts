// The full-screen errors (spec 01 §4 "Errors"): one at a time, over every page.
import { proxy } from 'valtio';

export type ErrorType = 'SHOP_NOT_FOUND' | 'PAGE_NOT_FOUND' | 'DISCORD_AUTH_FAILED' | 'TEBEX_ADD_PACKAGE_FAILED';
export interface FatalError {
  type: ErrorType;
  /** Extra lines under the main message (provider's title and detail, …). */
  lines: string[];
}

export const fatal = proxy({ error: null as FatalError | null });

export function raiseError(type: ErrorType, lines: string[] = []) {
  fatal.error = { type, lines };
}

export function clearError(type?: ErrorType) {
  if (!type || fatal.error?.type === type) fatal.error = null;
}
