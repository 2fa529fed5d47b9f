import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staleBatch } from './stale-batch';

describe('staleBatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands over each key once after the changes pause', () => {
    const flush = vi.fn();
    const batch = staleBatch({ delayMs: 100, busy: () => false, flush });
    batch.add([
      ['bookings', 't1'],
      ['desk', 'today', 't1'],
    ]);
    vi.advanceTimersByTime(60);
    batch.add([['bookings', 't1']]);
    vi.advanceTimersByTime(60);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(40);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush).toHaveBeenCalledWith([
      ['bookings', 't1'],
      ['desk', 'today', 't1'],
    ]);
  });

  it('waits while the screen has a change of its own on the way', () => {
    const flush = vi.fn();
    let busy = true;
    const batch = staleBatch({ delayMs: 100, busy: () => busy, flush });
    batch.add([['places']]);
    vi.advanceTimersByTime(500);
    expect(flush).not.toHaveBeenCalled();
    busy = false;
    vi.advanceTimersByTime(100);
    expect(flush).toHaveBeenCalledWith([['places']]);
  });

  it('hands over nothing for no keys, and nothing after it stops', () => {
    const flush = vi.fn();
    const batch = staleBatch({ delayMs: 100, busy: () => false, flush });
    batch.add([]);
    vi.advanceTimersByTime(200);
    batch.add([['x']]);
    batch.stop();
    vi.advanceTimersByTime(200);
    expect(flush).not.toHaveBeenCalled();
  });
});
