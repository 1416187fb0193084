// Named in-page locks: one forum-login attempt at a time, one exchange per
// single-use token or code even when a page effect runs twice.
const held = new Set<string>();

/** The release function, or null when the lock is already held. */
export function tryLock(name: string): (() => void) | null {
  if (held.has(name)) return null;
  held.add(name);
  return () => void held.delete(name);
}
