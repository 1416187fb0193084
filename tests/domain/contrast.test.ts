import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, SHOP_BACKGROUND, textOn } from '../../src/domain/contrast';

describe('WCAG contrast', () => {
  it('gives the known ratios, in either order', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#000000', '#FFFFFF')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#abcdef', '#abcdef')).toBe(1);
  });

  it('draws white on the accent when it reads at 4.5:1, else black', () => {
    expect(textOn('#910f0f')).toBe('#ffffff');
    expect(textOn('#767676')).toBe('#ffffff');
    expect(textOn('#777777')).toBe('#000000');
    expect(textOn('#e04848')).toBe('#000000');
  });

  it('measures against the shop’s own background', () => {
    expect(readFileSync('src/app/global.css', 'utf8')).toContain(`--bg: ${SHOP_BACKGROUND};`);
  });
});
