import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { whoAndWhere } from './who-and-where';

const en = wordsIn('en');

describe('whoAndWhere', () => {
  it('names the teacher and the room', () => {
    expect(whoAndWhere({ staff_name: 'Sam Staff', location: 'Studio 2' }, undefined, en)).toBe(
      'Sam Staff · Studio 2',
    );
  });

  it('says when nobody teaches yet, and leaves out a room that is not set', () => {
    expect(whoAndWhere({ staff_name: null, location: '' }, undefined, en)).toBe('No instructor');
    expect(whoAndWhere({ staff_name: null, location: null }, 'No teacher yet', en)).toBe(
      'No teacher yet',
    );
  });
});
