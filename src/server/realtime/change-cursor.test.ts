import { describe, expect, it } from 'vitest';
import { advanceCursor, startCursor } from './change-cursor.ts';

describe('advanceCursor', () => {
  it('delivers numbers in order and moves past them', () => {
    const { cursor, fresh } = advanceCursor(startCursor(5n), [6n, 7n], { xmin: 10n, xmax: 12n });
    expect(fresh).toEqual([6n, 7n]);
    expect(cursor).toEqual({ after: 7n, gaps: new Map() });
  });

  it('keeps a skipped number until it commits, then delivers it once', () => {
    const first = advanceCursor(startCursor(0n), [1n, 3n], { xmin: 20n, xmax: 25n });
    expect(first.fresh).toEqual([1n, 3n]);
    expect([...first.cursor.gaps]).toEqual([[2n, 25n]]);
    const second = advanceCursor(first.cursor, [2n, 4n], { xmin: 22n, xmax: 26n });
    expect(second.fresh).toEqual([2n, 4n]);
    expect(second.cursor.gaps.size).toBe(0);
    expect(advanceCursor(second.cursor, [], { xmin: 30n, xmax: 30n }).fresh).toEqual([]);
  });

  it('keeps a gap while a transaction of its time may still commit it', () => {
    const first = advanceCursor(startCursor(0n), [2n], { xmin: 20n, xmax: 25n });
    const still = advanceCursor(first.cursor, [], { xmin: 24n, xmax: 27n });
    expect([...still.cursor.gaps.keys()]).toEqual([1n]);
  });

  it('forgets a gap once every transaction of its time has ended without it', () => {
    const first = advanceCursor(startCursor(0n), [2n], { xmin: 20n, xmax: 25n });
    const gone = advanceCursor(first.cursor, [], { xmin: 25n, xmax: 27n });
    expect(gone.cursor.gaps.size).toBe(0);
    expect(gone.cursor.after).toBe(2n);
  });
});
