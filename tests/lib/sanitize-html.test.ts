import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts and handlers', () => {
    const clean = sanitizeHtml('<p>Ok <strong>gras</strong></p><script>alert(1)</script><img src=x onerror="alert(1)">');
    expect(clean).toContain('<strong>gras</strong>');
    expect(clean).not.toContain('script');
    expect(clean).not.toContain('onerror');
  });
});
