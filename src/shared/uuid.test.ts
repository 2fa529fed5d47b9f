import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid.ts';

describe('isUuid', () => {
  it('takes the usual text form in either case, and nothing else', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
    for (const value of [
      '',
      '0f8fad5bd9cb469fa16570867728950e',
      '0f8fad5b-d9cb-469f-a165-70867728950',
      ' 0f8fad5b-d9cb-469f-a165-70867728950e',
      '0f8fad5b-d9cb-469f-a165-70867728950e\n',
      'g0000000-0000-0000-0000-000000000000',
    ]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
