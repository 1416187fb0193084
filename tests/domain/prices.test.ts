import { describe, expect, it } from 'vitest';
import { chargedUnitPrice, discountedPrice } from '../../src/domain/prices';

describe('prices (spec 02 "Price and stock rules")', () => {
  it('discount: price − price × d / 100', () => {
    expect(discountedPrice(1000, 20)).toBe(800);
    expect(discountedPrice(999)).toBe(999);
    expect(discountedPrice(1250, 15)).toBe(1062.5);
  });
  it('charges the discounted price rounded to a whole H-Point', () => {
    expect(chargedUnitPrice(1250, 15)).toBe(1063);
    expect(chargedUnitPrice(1000, 20)).toBe(800);
    expect(chargedUnitPrice(999)).toBe(999);
  });
});
