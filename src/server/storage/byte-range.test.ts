import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range.ts';

describe('byteRange', () => {
  it('reads the three forms of one range', () => {
    expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(byteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('answers whole for no, unreadable or several ranges', () => {
    expect(byteRange(undefined, 100)).toBe('all');
    expect(byteRange('bytes=5-1', 100)).toBe('all');
    expect(byteRange('bytes=0-1,5-6', 100)).toBe('all');
    expect(byteRange('items=0-1', 100)).toBe('all');
  });

  it('refuses a range past the end', () => {
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
