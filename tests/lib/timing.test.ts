import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAINT_WAIT_MS, afterNextPaint } from '../../src/lib/timing';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('runs once, after the next frame', async () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(callback).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('in a hidden document, whose frames do not come, runs after PAINT_WAIT_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 1);
    // Torn down: a page (or a test's document) may lose its frame API while the fallback waits.
    vi.stubGlobal('cancelAnimationFrame', undefined);
    const callback = vi.fn();
    afterNextPaint(callback);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('a cancel stops both ways', async () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    afterNextPaint(callback)();
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS * 2);
    expect(callback).not.toHaveBeenCalled();
  });
});
