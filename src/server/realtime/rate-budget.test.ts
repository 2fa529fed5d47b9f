import { describe, expect, it } from 'vitest';
import { RateBudget } from './rate-budget.ts';

describe('RateBudget', () => {
  it('lets a burst through, then only what has come back since', () => {
    const budget = new RateBudget(10, 3, 0);
    expect([budget.take(1, 0), budget.take(1, 0), budget.take(1, 0)]).toEqual([true, true, true]);
    expect(budget.take(1, 0)).toBe(false);
    // 10 a second: one is back after 100 ms, and only one.
    expect(budget.take(1, 99)).toBe(false);
    expect(budget.take(1, 100)).toBe(true);
    expect(budget.take(1, 100)).toBe(false);
  });

  it('never holds more than the burst, however long it rested', () => {
    const budget = new RateBudget(10, 2, 0);
    expect(budget.take(2, 60_000)).toBe(true);
    expect(budget.take(1, 60_000)).toBe(false);
  });

  it('spends amounts (bytes) and refuses one larger than what is left without spending it', () => {
    const budget = new RateBudget(1000, 1000, 0);
    expect(budget.take(800, 0)).toBe(true);
    expect(budget.take(300, 0)).toBe(false);
    expect(budget.take(200, 0)).toBe(true);
    expect(budget.take(1, 0)).toBe(false);
  });

  it('starts full, with a burst of one second by default', () => {
    const budget = new RateBudget(5, undefined, 0);
    expect(budget.take(5, 0)).toBe(true);
    expect(budget.take(1, 0)).toBe(false);
  });
});
