import { describe, expect, it } from 'vitest';
import { allowedRedirect, safeExternalUrl, safeInternalPath } from '../../src/lib/safe-redirect';

describe('safe redirects', () => {
  it('external: only http and https', () => {
    expect(safeExternalUrl('https://tebex.io/x')).toBe('https://tebex.io/x');
    expect(safeExternalUrl('http://localhost:4173/')).toBe('http://localhost:4173/');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeExternalUrl(42)).toBeNull();
  });

  it('internal: paths of this shop only', () => {
    expect(safeInternalPath('/objets/12?x=1')).toBe('/objets/12?x=1');
    expect(safeInternalPath('homepage')).toBe('/');
    expect(safeInternalPath('nil')).toBeNull();
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'objets', '/\tevil', undefined]) {
      expect(safeInternalPath(bad)).toBeNull();
    }
  });

  it('internal: a path that normalizes to a protocol-relative address is refused', () => {
    for (const bad of ['/..//evil.example', '/.//evil.example', '/a/..//evil.example/x', '/%2e%2e//evil.example', '/./..//evil.example?x=1']) {
      expect(safeInternalPath(bad), bad).toBeNull();
    }
    expect(safeInternalPath('/a/../objets')).toBe('/objets');
  });

  it('allowed redirect: only listed origins or this page', () => {
    const allowed = ['https://headless.tebex.io', 'not a url'];
    expect(allowedRedirect('https://headless.tebex.io/auth?x=1', allowed)).toBe('https://headless.tebex.io/auth?x=1');
    expect(allowedRedirect(`${window.location.origin}/x`, allowed)).toBe(`${window.location.origin}/x`);
    expect(allowedRedirect('https://evil.example/', allowed)).toBeNull();
  });
});
