// One shared clock for every "Fin dans …": it ticks on the minute, with a single timer
// for the whole page, only while something shows a time left and the shop is on screen
// (idle cost: no per-second timer, and none at all while hidden).
import { useSyncExternalStore } from 'react';
import { usePageVisible } from '../platform/platform-context';

const MINUTE = 60_000;
const listeners = new Set<() => void>();
const thisMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;
let now = thisMinute();
let timer: ReturnType<typeof setTimeout> | undefined;

function tick() {
  now = thisMinute();
  listeners.forEach((listener) => listener());
  timer = setTimeout(tick, now + MINUTE - Date.now());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) tick();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

const still = () => () => {};
// Nobody listening (hidden, or on the server), the stored minute may be old: read the clock, to the minute so reads agree.
const read = () => (listeners.size ? now : thisMinute());

/** The current minute (its first millisecond), shared by every caller. */
export function useMinute(): number {
  return useSyncExternalStore(usePageVisible() ? subscribe : still, read, read);
}
