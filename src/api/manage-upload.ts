// Product image upload (`manageEndpoints.uploadImage`): the raw file as the body with its
// own Content-Type, which the JSON client (`http.ts`) does not send. Same rules as the
// client: credentials, a time-out, the server's French error as an ApiError.
import { ErrorBody } from './contract/common';
import { ImageAnswer, manageEndpoints } from './contract/manage';
import { ApiError, REQUEST_TIMEOUT_MS } from './http';
import { texts } from '../i18n/fr';

/** Uploads to `baseUrl` (the runtime config's `apiBaseUrl`; '' is the page's origin) and answers the image's address. */
export async function uploadImage(baseUrl: string, file: Blob, timeoutMs = REQUEST_TIMEOUT_MS): Promise<string> {
  const { method, path } = manageEndpoints.uploadImage;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(baseUrl.replace(/\/+$/, '') + path, {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': file.type },
      body: file,
      signal: controller.signal,
    });
  } catch {
    const timedOut = controller.signal.aborted;
    throw new ApiError(timedOut ? texts.errors.timeout : texts.errors.network, 0, timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = ErrorBody.safeParse(body);
    const text = error.success ? (typeof error.data.error === 'string' ? error.data.error : error.data.error.message) : texts.errors.http(response.status);
    throw new ApiError(text, response.status, 'http');
  }
  const parsed = ImageAnswer.safeParse(body);
  if (!parsed.success) throw new ApiError(texts.errors.invalidResponse, response.status, 'invalid-response');
  return parsed.data.url;
}
