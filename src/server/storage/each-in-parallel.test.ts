import { describe, expect, it } from 'vitest';
import { eachInParallel } from './each-in-parallel.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('working through items a few at a time', () => {
  it('does every item once, never more than the limit at a time', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachInParallel([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      done.push(item);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('starts nothing after a failure and rejects with it', async () => {
    const started: number[] = [];
    const work = eachInParallel([1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      await tick();
      if (item === 2) throw new Error('item 2 failed');
    });
    await expect(work).rejects.toThrow('item 2 failed');
    expect(started).toEqual([1, 2, 3]);
  });
});
