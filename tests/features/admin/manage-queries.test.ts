import { afterEach, describe, expect, it, vi } from 'vitest';
import { manageEndpoints } from '../../../src/api/contract/manage';
import { ApiError } from '../../../src/api/http';
import { adjustPoints, fillPath, manageQueries } from '../../../src/api/manage-queries';
import { uploadImage } from '../../../src/api/manage-upload';
import { QueryClient } from '@tanstack/react-query';
import { mockApi, testHttp } from '../../http-mock';

afterEach(() => vi.unstubAllGlobals());

describe('manage queries', () => {
  it('fills {param} segments, encoded, and refuses a missing one', () => {
    expect(fillPath(manageEndpoints.player.path, { id: '12' })).toBe('/api/manage/players/12');
    expect(fillPath(manageEndpoints.putProduct.path, { itemId: 'a b/c' })).toBe('/api/manage/products/a%20b%2Fc');
    expect(() => fillPath(manageEndpoints.player.path, {})).toThrow(/\{id\}/);
  });

  it('calls the contract’s paths with their method, query and body', async () => {
    const { calls } = mockApi({
      'GET /api/manage/players/12': { body: { account: { id: '12', username: 'x', avatarUrl: null, rank: null, shopTokens: 0, group: null, discordId: null }, license: null, ledger: [], subscriptions: [], deliveries: [], purchases: [], characters: [] } },
      'POST /api/manage/players/12/points': { body: { shopTokens: 500 } },
      'GET /api/manage/audit': { body: { entries: [] } },
    });
    const http = testHttp();
    const client = new QueryClient();
    await client.fetchQuery(manageQueries.player(http, '12'));
    await client.fetchQuery(manageQueries.audit(http, 50));
    expect(await adjustPoints(http, '12', { delta: 500, reason: 'Geste commercial' })).toEqual({ shopTokens: 500 });
    expect(calls.map((call) => `${call.init.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'GET /api/manage/players/12',
      'GET /api/manage/audit?limit=50',
      'POST /api/manage/players/12/points',
    ]);
    expect(calls[2]?.json).toEqual({ delta: 500, reason: 'Geste commercial' });
  });

  it('uploads an image as its raw bytes with its type, and throws the server’s French error', async () => {
    const { calls } = mockApi({ 'POST /api/manage/images': { body: { url: '/images/uploads/abc.png' } } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    expect(await uploadImage('', file)).toBe('/images/uploads/abc.png');
    expect(calls[0]?.init.body).toBe(file);
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('image/png');
    expect(calls[0]?.init.credentials).toBe('include');
    vi.unstubAllGlobals();
    mockApi({ 'POST /api/manage/images': { status: 400, body: { error: 'Image refusée : ce n’est pas un PNG.' } } });
    await expect(uploadImage('', file)).rejects.toEqual(new ApiError('Image refusée : ce n’est pas un PNG.', 400, 'http'));
  });
});
