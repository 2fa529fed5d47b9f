import { describe, expect, it } from 'vitest';
import { coalescedCalls } from './coalesced-calls.ts';

/** A run that records the inputs it was given and answers them doubled, after `release`. */
function recordingRun() {
  const runs: number[][] = [];
  let release = () => {};
  const run = (inputs: number[]) => {
    runs.push(inputs);
    return new Promise<number[]>((resolve) => {
      release = () => resolve(inputs.map((input) => input * 2));
    });
  };
  return { runs, run, release: () => release() };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescedCalls', () => {
  it('runs the calls of one turn together, and the calls made meanwhile together next', async () => {
    const { runs, run, release } = recordingRun();
    const call = coalescedCalls(run, true);
    const first = [call(1), call(2)];
    await flush();
    const later = [call(3), call(4), call(5)];
    await flush();
    expect(runs).toEqual([[1, 2]]);
    release();
    expect(await Promise.all(first)).toEqual([2, 4]);
    await flush();
    expect(runs).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    release();
    expect(await Promise.all(later)).toEqual([6, 8, 10]);
  });

  it('gives every call of a failed run its error, and runs the next calls afterwards', async () => {
    let fail = true;
    const call = coalescedCalls(async (inputs: number[]) => {
      if (fail) throw new Error('the statement failed');
      return inputs;
    }, true);
    const failed = [call(1), call(2)].map((promise) =>
      promise.catch((error: Error) => error.message),
    );
    expect(await Promise.all(failed)).toEqual(['the statement failed', 'the statement failed']);
    fail = false;
    expect(await call(3)).toBe(3);
  });

  it('runs each call alone where statements run side by side', async () => {
    const { runs, run, release } = recordingRun();
    const call = coalescedCalls(run, false);
    const calls = [call(1), call(2)];
    expect(runs).toEqual([[1], [2]]);
    release();
    expect(await calls[1]).toBe(4);
  });
});
