import { describe, expect, it } from 'vitest';
import { cardPath } from './card-path';

const option = (kind: string) => ({ kind }) as never;
const ways = { pay_online: ['drop_in'] };

describe('how a client pays for a place', () => {
  it('pays a drop-in by card while there is room, as the business asks', () => {
    expect(cardPath({ way: 'drop_in', option: option('drop_in') }, false, ways, true)).toBe('card');
    expect(cardPath({ way: 'drop_in', option: option('drop_in') }, true, ways, true)).toBe('desk');
    expect(cardPath({ way: 'drop_in', option: option('drop_in') }, false, null, true)).toBe('desk');
  });

  it('buys a pack by card even for a full session, and simply uses one held', () => {
    expect(cardPath({ way: 'buy', option: option('pack') }, true, ways, true)).toBe('either');
    expect(
      cardPath({ way: 'buy', option: option('pass') }, false, { pay_online: ['pass'] }, true),
    ).toBe('card');
    expect(cardPath({ way: 'use', option: option('pack') }, false, ways, true)).toBe('desk');
  });

  it('leaves newcomers to their own steps', () => {
    expect(cardPath({ way: 'drop_in', option: option('drop_in') }, false, ways, false)).toBe(
      'desk',
    );
  });
});
