import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOCK_MS,
  MAX_ATTEMPTS,
  formatLockClock,
  isLocked,
  recordFailure,
  resetAttempts,
  useAttemptLock,
} from '../../../src/features/hosted-store/attempt-lock';
import { PlatformContext } from '../../../src/platform/platform-context';
import { main } from '../../../src/state/main-store';
import { fakePlatform } from '../../render';
import { resetStores } from '../../stores';

const T0 = 1_700_000_000_000;

beforeEach(() => resetStores());
afterEach(() => vi.useRealTimers());

describe('attempt locks (spec 02 "Locking")', () => {
  it('the fifth failure locks for 5 minutes, not the fourth', () => {
    for (let i = 1; i < MAX_ATTEMPTS; i++) recordFailure('discountCode', T0);
    expect(isLocked('discountCode', T0)).toBe(false);
    expect(main.attemptCounters.discountCode).toEqual({ attempts: 4, timestamp: null });
    recordFailure('discountCode', T0);
    expect(main.attemptCounters.discountCode).toEqual({ attempts: 5, timestamp: T0 });
    expect(isLocked('discountCode', T0 + LOCK_MS - 1)).toBe(true);
    expect(isLocked('discountCode', T0 + LOCK_MS)).toBe(false);
    // Each kind counts on its own.
    expect(isLocked('verifyCreatorCode', T0)).toBe(false);
  });

  it('the clock reads m:ss, rounded up to the second', () => {
    expect(LOCK_MS).toBe(300_000);
    expect(formatLockClock(300_000)).toBe('5:00');
    expect(formatLockClock(299_000)).toBe('4:59');
    expect(formatLockClock(298_500)).toBe('4:59');
    expect(formatLockClock(61_000)).toBe('1:01');
    expect(formatLockClock(1)).toBe('0:01');
  });

  it('once the lock has run out, a new failure counts from 1', () => {
    for (let i = 0; i < MAX_ATTEMPTS; i++) recordFailure('verifyCreatorCode', T0);
    recordFailure('verifyCreatorCode', T0 + LOCK_MS);
    expect(main.attemptCounters.verifyCreatorCode).toEqual({ attempts: 1, timestamp: null });
    expect(isLocked('verifyCreatorCode', T0 + LOCK_MS)).toBe(false);
  });

  it('a reset clears the count and the timestamp', () => {
    for (let i = 0; i < MAX_ATTEMPTS; i++) recordFailure('verifyUsername', T0);
    resetAttempts('verifyUsername');
    expect(main.attemptCounters.verifyUsername).toEqual({ attempts: 0, timestamp: null });
    expect(isLocked('verifyUsername', T0)).toBe(false);
  });

  it('the hook counts down each second and unlocks at the end', async () => {
    vi.useFakeTimers({ now: T0 });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(PlatformContext.Provider, { value: fakePlatform() }, children);
    const { result } = renderHook(() => useAttemptLock('discountCode'), { wrapper });
    expect(result.current).toEqual({ locked: false, remainingMs: 0 });
    // valtio tells React in a microtask: an async act lets it.
    await act(async () => {
      for (let i = 0; i < MAX_ATTEMPTS; i++) recordFailure('discountCode');
    });
    expect(result.current).toEqual({ locked: true, remainingMs: LOCK_MS });
    act(() => void vi.advanceTimersByTime(1000));
    expect(formatLockClock(result.current.remainingMs)).toBe('4:59');
    act(() => void vi.advanceTimersByTime(LOCK_MS - 1000));
    expect(result.current.locked).toBe(false);
  });
});
