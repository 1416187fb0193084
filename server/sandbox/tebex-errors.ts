import type { AppContext } from '../http/app-env';

/** Tebex's RFC 7807 problem answer, as the real headless API sends it. */
export function tebexError(c: AppContext, title: string, detail: string, status: 404 | 422 = 422) {
  return c.json(
    {
      type: 'https://docs.tebex.io/developers/headless-api/overview#errors',
      title,
      status,
      detail,
      error_code: title.toLowerCase().replace(/[^a-z]+/g, '_'),
      field_details: [],
      meta: [],
    },
    status,
  );
}
