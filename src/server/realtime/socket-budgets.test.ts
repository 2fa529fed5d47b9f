import { describe, expect, it } from 'vitest';
import { SocketBudgets } from './socket-budgets.ts';

const limits = {
  bytesPerSecond: 1000,
  maxFrameBytes: 4000,
  joinsPerSecond: 2,
  channelsPerSocket: 5,
  eventsPerSecond: 3,
};

describe('SocketBudgets', () => {
  it('takes a full-size frame even past a second of bytes, then refuses more', () => {
    const budgets = new SocketBudgets(limits, 0);
    expect(budgets.message(4000, 0)).toBeUndefined();
    expect(budgets.message(1, 0)).toBe('Too many bytes per second');
    expect(budgets.message(500, 500)).toBeUndefined();
  });

  it('lets a new socket rejoin all its channels at once, then joins at their rate', () => {
    const budgets = new SocketBudgets(limits, 0);
    for (let n = 0; n < 5; n += 1) expect(budgets.frame(true, 0)).toBeUndefined();
    expect(budgets.frame(true, 0)).toBe('Too many joins per second');
    expect(budgets.frame(true, 500)).toBeUndefined();
    expect(budgets.frame(true, 500)).toBe('Too many joins per second');
  });

  it('counts every other frame as an event, apart from the joins', () => {
    const budgets = new SocketBudgets(limits, 0);
    for (let n = 0; n < 3; n += 1) expect(budgets.frame(false, 0)).toBeUndefined();
    expect(budgets.frame(false, 0)).toBe('Too many messages per second');
    // Joins have a budget of their own.
    expect(budgets.frame(true, 0)).toBeUndefined();
  });
});
