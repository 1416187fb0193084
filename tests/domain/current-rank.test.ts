import { describe, expect, it } from 'vitest';
import { currentRank, isSameRank } from '../../src/domain/current-rank';

describe('the rank a player holds', () => {
  it("is the subscription's rank, else the account's", () => {
    expect(currentRank({ rank: 'Gold', subscription: { rank: 'Diamond', status: 'active', until: '2026-12-26T10:00:00Z' } })).toBe('Diamond');
    expect(currentRank({ rank: 'Gold', subscription: null })).toBe('Gold');
    expect(currentRank({ rank: 'Gold' })).toBe('Gold');
    expect(currentRank({ rank: null })).toBeNull();
    expect(currentRank(null)).toBeNull();
  });
  it('compares names as the badges do', () => {
    expect(isSameRank('Émeraude', 'emeraude')).toBe(true);
    expect(isSameRank('VIP Silver', 'vip silver')).toBe(true);
    expect(isSameRank('Gold', 'Diamond')).toBe(false);
    expect(isSameRank(null, 'Gold')).toBe(false);
  });
});
