import { describe, expect, it } from 'vitest';
import { sharedFileName } from './shared-file-name';

describe('sharedFileName', () => {
  it('is the last part of the object path', () => {
    expect(sharedFileName('t-1/c-2/Programme spring.pdf')).toBe('Programme spring.pdf');
  });

  it('falls back to a plain name for a path without one', () => {
    expect(sharedFileName('t-1/c-2/')).toBe('file');
    expect(sharedFileName('')).toBe('file');
  });
});
