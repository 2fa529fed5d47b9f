import { describe, expect, it } from 'vitest';
import { mergeMetadata } from './merge-metadata.ts';

describe('mergeMetadata', () => {
  it('replaces given keys, keeps the others and removes keys set to null', () => {
    expect(
      mergeMetadata(
        { name: 'Ann', city: 'Oslo', tags: ['a'] },
        { city: null, tags: ['b'], age: 3 },
      ),
    ).toEqual({ name: 'Ann', tags: ['b'], age: 3 });
  });
});
