// Where the in-game page may send the player's session: the API the client script names.

/** '' (the page's own origin) or https; plain http only on the player's own machine. */
export function safeApiBase(value: unknown): boolean {
  if (value === undefined || value === '') return true;
  try {
    const url = new URL(value as string);
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));
  } catch {
    return false;
  }
}
