import { describe, expect, it } from 'vitest';
import { whoAndWhere } from './who-and-where';

describe('whoAndWhere', () => {
  it('names the teacher and the room', () => {
    expect(whoAndWhere({ staff_name: 'Sam Staff', location: 'Studio 2' })).toBe(
      'Sam Staff · Studio 2',
    );
  });

  it('says when nobody teaches yet, and leaves out a room that is not set', () => {
    expect(whoAndWhere({ staff_name: null, location: '' })).toBe('No instructor');
    expect(whoAndWhere({ staff_name: null, location: null }, 'No teacher yet')).toBe(
      'No teacher yet',
    );
  });
});
