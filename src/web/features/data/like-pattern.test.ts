import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern';

describe('containsPattern', () => {
  it('finds the trimmed text anywhere', () => {
    expect(containsPattern('  sun ')).toBe('%sun%');
  });

  it('keeps the wildcards a person typed literal', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
