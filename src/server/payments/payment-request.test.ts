import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentRequest } from './payment-request.ts';

describe('a payment request', () => {
  const ids = { tenant_id: randomUUID(), client_id: randomUUID() };

  it('names what is paid for, never an amount', () => {
    const option = randomUUID();
    expect(
      paymentRequest({ ...ids, purpose: 'purchase', option_id: option, amount_minor: 1 }),
    ).toEqual({
      tenantId: ids.tenant_id,
      clientId: ids.client_id,
      purpose: 'purchase',
      enrollmentId: null,
      optionId: option,
      subscriptionId: null,
      saveCard: false,
    });
    expect(paymentRequest({ ...ids, purpose: 'balance' })).toMatchObject({ purpose: 'balance' });
  });

  it("saves the card of a membership's first payment, for its renewals", () => {
    const subscription = randomUUID();
    expect(
      paymentRequest({ ...ids, purpose: 'membership', subscription_id: subscription }),
    ).toMatchObject({ purpose: 'membership', subscriptionId: subscription, saveCard: true });
    expect(paymentRequest({ ...ids, purpose: 'membership' })).toHaveProperty('problem');
    // A renewal is charged by the billing worker or through the card update, never asked here.
    expect(paymentRequest({ ...ids, purpose: 'renewal' })).toHaveProperty('problem');
  });

  it('refuses a body without its reference or with an unknown purpose', () => {
    expect(paymentRequest({ ...ids, purpose: 'enrollment' })).toHaveProperty('problem');
    expect(paymentRequest({ ...ids, purpose: 'tip' })).toHaveProperty('problem');
    expect(paymentRequest(undefined)).toHaveProperty('problem');
    expect(paymentRequest({ ...ids, client_id: 'x', purpose: 'balance' })).toHaveProperty(
      'problem',
    );
  });
});
