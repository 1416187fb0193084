import { describe, expect, it } from 'vitest';
import { chargedUnitPrice, discountedPrice, offerOf } from '../../src/domain/prices';

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

describe('offerOf: the one price rule of a points product (CONTRACT "Campaigns and figures")', () => {
  const sale = (percent: number) => ({ percent, endsAt: '2025-06-20T20:00:00.000Z' });
  it('without discount or sale: the price', () => {
    expect(offerOf({ price: 999 })).toEqual({ unit: 999, percent: 0, sale: null });
  });
  it('a sale takes its percent off, rounded down to a whole point', () => {
    expect(offerOf({ price: 1250, sale: sale(15) })).toEqual({ unit: 1062, percent: 15, sale: sale(15) });
    expect(offerOf({ price: 60, sale: sale(27) }).unit).toBe(43);
    expect(offerOf({ price: 1000, sale: sale(90) }).unit).toBe(100);
    expect(offerOf({ price: 1, sale: sale(50) }).unit).toBe(0);
  });
  it('a daily discount and a sale do not stack: the larger applies', () => {
    expect(offerOf({ price: 1200, sale: sale(10) }, 20)).toEqual({ unit: 960, percent: 20, sale: null });
    expect(offerOf({ price: 1200, sale: sale(25) }, 20)).toEqual({ unit: 900, percent: 25, sale: sale(25) });
    // Equal percents: the same price, the sale named (its time left shows).
    expect(offerOf({ price: 1000, sale: sale(20) }, 20)).toEqual({ unit: 800, percent: 20, sale: sale(20) });
  });
  it('the daily discount alone keeps its rounding to the nearest point', () => {
    expect(offerOf({ price: 1250 }, 15).unit).toBe(1063);
  });
});
