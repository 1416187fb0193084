import type { KeyValueStorage } from './platform';

/** In-memory storage: used when the browser's storage is missing or refuses access. */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** localStorage when it works (it throws in some sandboxed frames), memory otherwise. */
export function browserStorage(): KeyValueStorage {
  try {
    const probe = '__hurricane_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
}
