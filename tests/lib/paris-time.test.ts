import { describe, expect, it } from 'vitest';
import { formatCountdown, formatParisDay, msUntilParisMidnight } from '../../src/lib/paris-time';

const H = 3_600_000;

describe('Paris midnight (spec 01 §2 daily shop)', () => {
  it('counts to the next midnight in Paris in winter (UTC+1) and summer (UTC+2)', () => {
    expect(msUntilParisMidnight(Date.parse('2025-01-15T22:00:00Z'))).toBe(1 * H);
    expect(msUntilParisMidnight(Date.parse('2025-07-15T21:30:00Z'))).toBe(0.5 * H);
    expect(msUntilParisMidnight(Date.parse('2025-07-15T22:00:00Z'))).toBe(24 * H);
  });
  it('handles the 23 h and 25 h days', () => {
    // 30 March 2025: clocks go forward at 02:00 Paris; midnight of the 31st is 22:00Z.
    expect(msUntilParisMidnight(Date.parse('2025-03-29T23:00:00Z'))).toBe(23 * H);
    // 26 October 2025: clocks go back; midnight of the 27th is 23:00Z.
    expect(msUntilParisMidnight(Date.parse('2025-10-25T22:00:00Z'))).toBe(25 * H);
  });
  it('formats hours, minutes and seconds', () => {
    expect(formatCountdown(3 * H + 4 * 60_000 + 5_000)).toBe('03:04:05');
    expect(formatCountdown(-10)).toBe('00:00:00');
  });
});

describe('a day in Paris, in French', () => {
  it('reads "26 décembre 2026", the day it is in Paris whatever the zone', () => {
    expect(formatParisDay('2026-12-26T10:00:00Z')).toBe('26 décembre 2026');
    // 23:30 UTC is already the next day in Paris, in winter (UTC+1) and in summer (UTC+2).
    expect(formatParisDay('2026-12-26T23:30:00Z')).toBe('27 décembre 2026');
    expect(formatParisDay('2026-06-30T22:30:00Z')).toBe('1 juillet 2026');
    expect(formatParisDay('2026-06-30T21:30:00Z')).toBe('30 juin 2026');
  });
});
