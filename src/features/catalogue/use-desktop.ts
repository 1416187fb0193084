import { useSyncExternalStore } from 'react';

/** Desktop means wider than 618 px (spec 01 §9). */
export const DESKTOP_QUERY = '(min-width: 619px)';

let list: MediaQueryList | null | undefined;

/** One query list for every caller: each matchMedia() call costs a style lookup on every render. */
function media(): MediaQueryList | null {
  if (list === undefined) list = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
  return list;
}

const isDesktop = () => media()?.matches ?? true;
/** The server renders the web shop's first paint at desktop widths. */
const serverDesktop = () => true;

const subscribe = (listener: () => void) => {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
};

export function useDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktop, serverDesktop);
}
