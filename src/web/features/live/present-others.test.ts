import { describe, expect, it } from 'vitest';
import { presentOthers } from './present-others';

describe('presentOthers', () => {
  it('names each other person once, by address, without the viewer', () => {
    expect(
      presentOthers(
        {
          me: [{ email: 'me@example.com' }],
          u2: [{ email: 'sam@example.com' }, { email: 'sam@example.com' }],
          u1: [{ email: 'ali@example.com' }],
          gone: [],
        },
        'me',
      ),
    ).toEqual([
      { userId: 'u1', email: 'ali@example.com' },
      { userId: 'u2', email: 'sam@example.com' },
    ]);
  });

  it('keeps someone whose tab sent no address', () => {
    expect(presentOthers({ u3: [{}] }, 'me')).toEqual([{ userId: 'u3', email: '' }]);
  });
});
