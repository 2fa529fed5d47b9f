import { describe, expect, it } from 'vitest';
import { confirmIntent, createIntent } from './payment-intents.ts';
import { refundCharge } from './refunds.ts';
import { paymentMethodObject, type StripeObject } from './stripe-objects.ts';

function paidCharge(amount: number): StripeObject {
  const intent = createIntent(
    {
      amount,
      currency: 'gbp',
      customer: null,
      payment_method: null,
      description: null,
      metadata: {},
      setup_future_usage: null,
    },
    1,
  );
  const method = paymentMethodObject(
    { number: '4242424242424242', brand: 'visa', exp_month: 1, exp_year: 2040 },
    1,
  );
  const { charge } = confirmIntent(intent, method, 2, () => '');
  if (!charge) throw new Error('no charge');
  return charge;
}

describe('test provider refunds', () => {
  it('refunds in part, then the rest, and then no more', () => {
    const charge = paidCharge(2000);
    const first = refundCharge(charge, 500, null, {}, 3);
    expect(first.refund).toMatchObject({ amount: 500, charge: charge.id, status: 'succeeded' });
    expect(first.charge).toMatchObject({ amount_refunded: 500, refunded: false });
    expect(first.events.map((e) => e.type)).toEqual(['charge.refunded']);
    expect((first.events[0]?.data as { object: StripeObject }).object.amount_refunded).toBe(500);
    const rest = refundCharge(first.charge, null, 'requested_by_customer', {}, 4);
    expect(rest.refund.amount).toBe(1500);
    expect(rest.charge).toMatchObject({ amount_refunded: 2000, refunded: true });
    expect(() => refundCharge(rest.charge, null, null, {}, 5)).toThrow(/already been refunded/);
  });

  it('refuses more than is left', () => {
    const charge = paidCharge(1000);
    expect(() => refundCharge(charge, 1001, null, {}, 3)).toThrow(/greater than unrefunded/);
  });
});
