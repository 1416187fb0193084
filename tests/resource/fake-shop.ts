// A fake shop API for the resource's deliveries: the catalogue, claims (no lease: the
// resource must cope) and acknowledgements, recorded for the tests.
import { expect } from 'vitest';
import type { Delivery } from '../../src/api/contract/admin';
import type { HttpCall } from './fivem';

export const API = 'https://boutique.test';
export const CONVARS = { hurricane_shop_apiBaseUrl: API, hurricane_shop_secret: 'secret-de-test', hurricane_shop_serverId: 'hurricane_fa' };

const product = (itemId: string, name: string, category: string) => ({ itemId, name, category, label: itemId });
export const CATALOGUE = [
  product('kit_reparation', 'Kit de réparation', 'item'),
  product('pistolet_combat', 'Pistolet de combat', 'weapon'),
  product('sultan_rs', 'Sultan RS', 'vehicle'),
  product('pack_debutant', 'Pack débutant', 'pack'),
  product('pack_gang', 'Pack gang', 'pack'),
  product('grade_gold', 'Gold', 'Grades'),
  product('points_1000', '1 000 H-Points', 'Points boutique'),
];

let nextId = 1;
export const delivery = (itemId: string, amount = 1, extra: Partial<Delivery> = {}): Delivery => ({
  id: String(nextId++), license: 'license:joueur', server: 'hurricane_fa', characterId: 7, itemId,
  category: CATALOGUE.find((p) => p.itemId === itemId)!.category, amount, origin: 'points', action: 'grant', createdAt: '2025-06-15T10:00:00.000Z', ...extra,
});

/** A shop API that hands out its pending deliveries (no lease: the resource must cope) and records acks. */
export function fakeApi(pending: Delivery[], opts: { ackStatus?: () => number } = {}) {
  const acked: string[] = [];
  const claims: { server: string; licenses: string[] }[] = [];
  const handler = (call: HttpCall) => {
    expect(call.headers['X-Server-Secret']).toBe('secret-de-test');
    const path = call.url.slice(API.length);
    if (path === '/api/shopVer') return { status: 200, body: JSON.stringify({ shopVer: 'v1', shopData: { products: CATALOGUE, bestSeller: [], shouldInterest: [] } }) };
    if (path === '/api/admin/deliveries/claim') {
      const body = JSON.parse(call.body) as { server: string; licenses: string[] };
      claims.push(body);
      return { status: 200, body: JSON.stringify({ deliveries: pending.filter((d) => body.licenses.includes(d.license) && !acked.includes(d.id)) }) };
    }
    const ack = /^\/api\/admin\/deliveries\/(\d+)\/ack$/.exec(path);
    if (ack && call.method === 'POST') {
      const status = opts.ackStatus?.() ?? 200;
      if (status === 200 && !acked.includes(ack[1]!)) acked.push(ack[1]!);
      return { status, body: JSON.stringify(status === 200 ? { ok: true } : { error: 'panne' }) };
    }
    return { status: 404, body: '{"error":"?"}' };
  };
  return { handler, acked, claims };
}

