import { describe, expect, it } from 'vitest';
import { formatTokenChange, formatTokens } from '../../src/domain/token-amount';
import { CURRENCIES, currencySymbol, formatCash } from '../../src/lib/money';

describe('money (spec 01 §5)', () => {
  it('has the 11 display currencies', () => expect(CURRENCIES).toHaveLength(11));
  it('balance with typographic apostrophes', () => {
    expect(formatTokens(12500)).toBe('12’500');
    expect(formatTokens(1234567)).toBe('1’234’567');
    expect(formatTokens(999)).toBe('999');
  });
  it('a negative balance with a minus sign (U+2212), never "-0"', () => {
    expect(formatTokens(-1300)).toBe('\u22121’300');
    expect(formatTokens(-999)).toBe('−999');
    expect(formatTokens(-12.5)).toBe('−12,5');
    expect(formatTokens(-0.001)).toBe('0');
  });
  it('a change of a balance is always signed', () => {
    expect(formatTokenChange(1200)).toBe('+1’200');
    expect(formatTokenChange(-2500)).toBe('−2’500');
    expect(formatTokenChange(0)).toBe('+0');
  });
  it('cash: price × rate to 2 decimals, € for EUR else the code', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('USD')).toBe('USD');
    expect(formatCash(9.99, 'EUR', { EUR: 1 })).toBe('9,99 €');
    expect(formatCash(10, 'USD', { EUR: 1, USD: 1.08555 })).toBe('10,86 USD');
  });
});
