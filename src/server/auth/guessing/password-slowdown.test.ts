import { describe, expect, it } from 'vitest';
import { slowdownSeconds } from './password-slowdown.ts';

describe('slowdownSeconds', () => {
  it('lets five wrong passwords pass, then doubles a 15 s wait up to 15 minutes', () => {
    expect([0, 1, 4].map(slowdownSeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 50].map(slowdownSeconds)).toEqual([
      15, 30, 60, 120, 240, 480, 900, 900,
    ]);
  });
});
