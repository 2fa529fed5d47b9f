import { describe, expect, it } from 'vitest';
import { paymentLists, paymentWays } from './payment-kinds';

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
});
