import { describe, expect, it } from 'vitest';
import { parisInstant, parisWallClock } from '../../../src/features/admin/paris-datetime';
import { saleState, toSaleBody } from '../../../src/features/admin/sale-form';

describe('a sale’s dates on the Paris clock', () => {
  it('summer (UTC+2) and winter (UTC+1), both ways', () => {
    expect(parisInstant('2025-06-14T18:00')).toBe('2025-06-14T16:00:00.000Z');
    expect(parisInstant('2025-12-24T00:30')).toBe('2025-12-23T23:30:00.000Z');
    expect(parisWallClock('2025-06-14T16:00:00.000Z')).toBe('2025-06-14T18:00');
    expect(parisWallClock('2025-12-23T23:30:00Z')).toBe('2025-12-24T00:30');
  });
  it('the autumn’s repeated hour is its first time; spring’s skipped hour the next; no date is null', () => {
    expect(parisInstant('2025-10-26T02:30')).toBe('2025-10-26T00:30:00.000Z');
    expect(parisInstant('2025-03-30T02:30')).toBe('2025-03-30T01:30:00.000Z');
    expect(parisInstant('')).toBeNull();
    expect(parisInstant('2025-02-30T10:00')).toBeNull();
  });
  it('the form sends instants and knows a sale’s state', () => {
    const body = toSaleBody({ name: ' Été ', percent: '20', startsAt: '2025-06-14T18:00', endsAt: '2025-06-21T18:00', itemIds: ['kit'], categories: ['vehicle'] });
    expect(body).toEqual({ name: 'Été', percent: 20, startsAt: '2025-06-14T16:00:00.000Z', endsAt: '2025-06-21T16:00:00.000Z', itemIds: ['kit'], categories: ['vehicle'] });
    const now = Date.parse('2025-06-15T00:00:00Z');
    expect(saleState(body, now)).toBe('running');
    expect(saleState(body, Date.parse('2025-06-01T00:00:00Z'))).toBe('scheduled');
    expect(saleState(body, Date.parse('2025-06-22T00:00:00Z'))).toBe('ended');
  });
});
