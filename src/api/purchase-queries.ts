// The points purchase: one call for the whole basket, replayed by the server when the
// same Idempotency-Key comes again (a retry after a lost answer never debits twice).
import { endpoints } from './contract/endpoints';
import type { BuyBody } from './contract/shop';
import type { Http } from './http';

export const buyProducts = (http: Http, body: BuyBody, idempotencyKey: string) =>
  http.call(endpoints.buyProducts, { json: body, headers: { 'Idempotency-Key': idempotencyKey } });
