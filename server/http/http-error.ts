import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../src/api/contract/common';

/** Thrown anywhere in a request (also inside a transaction, which then rolls back); answered as JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.error === 'string' ? body.error : body.error.message);
  }
}

export const fail = (status: ContentfulStatusCode, message: string, headers?: Record<string, string>) =>
  new HttpError(status, { error: message }, headers);

/** A purchase refused because of one line: the answer names its product. */
export const lineFail = (status: ContentfulStatusCode, itemId: string, message: string) => new HttpError(status, { error: message, itemId });
