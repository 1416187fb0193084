import { ApiError } from './http';
import { texts } from '../i18n/fr';

/** The French text the server sent with its error, or the fallback (no body, network, time-out). */
export function serverErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.kind !== 'http') return fallback;
  return error.message === texts.errors.http(error.status) ? fallback : error.message;
}
