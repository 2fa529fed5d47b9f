import { describe, expect, it } from 'vitest';
import { cardWay, paymentLists, paymentWays } from './payment-kinds';

describe('payment ways', () => {
  it('reads a kind as online only when it must be paid online', () => {
    expect(paymentWays(['drop_in', 'pack'])).toEqual({
      drop_in: 'online',
      variant: 'desk',
      pack: 'online',
      pass: 'desk',
    });
  });

  it('gives back two lists that never overlap and name every kind', () => {
    const lists = paymentLists({
      drop_in: 'online',
      variant: 'desk',
      pack: 'desk',
      pass: 'online',
    });
    expect(lists).toEqual({ pay_online: ['drop_in', 'pass'], pay_at_desk: ['variant', 'pack'] });
    expect(paymentWays(lists.pay_online)).toEqual({
      drop_in: 'online',
      variant: 'desk',
      pack: 'desk',
      pass: 'online',
    });
  });

  it('tells a client how each kind is paid: card only, either way, or at the desk', () => {
    const ways = { pay_online: ['drop_in'] };
    expect(cardWay('drop_in', ways)).toBe('card');
    expect(cardWay('pack', ways)).toBe('either');
    expect(cardWay('pack', null)).toBe('desk');
    expect(cardWay('free', ways)).toBe('desk');
  });
});
