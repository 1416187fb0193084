// Redirects only go where they are allowed: http(s) outside the shop, and paths
// of this shop inside it.

/** The absolute http(s) address, or null for anything else (javascript:, data:, garbage). */
export function safeExternalUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A path of this shop, or null. Rejects absolute and protocol-relative addresses
 * ("//evil", "/\evil") that a browser would resolve to another site.
 */
export function safeInternalPath(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value === 'nil') return null;
  if (value === 'homepage') return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and backslashes are how paths get smuggled to another host.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  const url = new URL(value, 'https://shop.invalid');
  if (url.origin !== 'https://shop.invalid') return null;
  // Dot segments normalize away ("/..//evil" → "//evil"): the result must still be a path.
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('//') || path.startsWith('/\\') ? null : path;
}

/** An http(s) address on one of the allowed origins (or the page's own), else null. */
export function allowedRedirect(value: unknown, allowedOrigins: readonly string[]): string | null {
  const url = safeExternalUrl(value);
  if (!url) return null;
  const { origin } = new URL(url);
  const allowed = allowedOrigins.map((o) => safeExternalUrl(o)).filter((o): o is string => o !== null);
  return origin === window.location.origin || allowed.some((o) => new URL(o).origin === origin) ? url : null;
}
