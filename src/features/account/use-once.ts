import { useEffect } from 'react';
import { tryLock } from '../../lib/locks';

/**
 * Runs a single-use exchange (token, payload, code) once on mount, and only once
 * per key even if the page mounts twice; the lock is freed when it settles. The
 * page navigates away itself, so later renders (other address) never repeat it.
 */
export function useOnce(key: string, run: () => Promise<void>) {
  useEffect(() => {
    const release = tryLock(key);
    if (release) void run().finally(release);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
