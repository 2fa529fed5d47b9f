import { describe, expect, it } from 'vitest';
import { sizeText } from './size-text';

describe('sizeText', () => {
  it('writes sizes as people read them', () => {
    expect(sizeText(900)).toBe('900 bytes');
    expect(sizeText(1536)).toBe('1.5 KB');
    expect(sizeText(200 * 1024)).toBe('200 KB');
    expect(sizeText(52428800)).toBe('50 MB');
    expect(sizeText(2.25 * 1024 ** 2)).toBe('2.3 MB');
  });
});
