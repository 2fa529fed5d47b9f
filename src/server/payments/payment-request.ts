import { z } from 'zod';
import type { PaymentRequest } from './open-payment.ts';

const body = z.discriminatedUnion('purpose', [
  z.object({
    purpose: z.literal('enrollment'),
    tenant_id: z.uuid(),
    client_id: z.uuid(),
    enrollment_id: z.uuid(),
  }),
  z.object({
    purpose: z.literal('purchase'),
    tenant_id: z.uuid(),
    client_id: z.uuid(),
    option_id: z.uuid(),
  }),
  z.object({ purpose: z.literal('balance'), tenant_id: z.uuid(), client_id: z.uuid() }),
  z.object({
    purpose: z.literal('membership'),
    tenant_id: z.uuid(),
    client_id: z.uuid(),
    subscription_id: z.uuid(),
  }),
]);

/**
 * The body of POST /payments/v1/payments: which business and client, and what the payment is
 * for (a place, a pack or pass, the balance, or a membership's first period, whose card is
 * always saved for its renewals). Never an amount: the database says what is due.
 */
export function paymentRequest(input: unknown): PaymentRequest | { problem: string } {
  const parsed = body.safeParse(input);
  if (!parsed.success) {
    return {
      problem:
        'Say what is paid for: {"purpose":"enrollment","enrollment_id"}, {"purpose":"purchase","option_id"}, {"purpose":"balance"} or {"purpose":"membership","subscription_id"}, with tenant_id and client_id.',
    };
  }
  const value = parsed.data;
  return {
    tenantId: value.tenant_id,
    clientId: value.client_id,
    purpose: value.purpose,
    enrollmentId: 'enrollment_id' in value ? value.enrollment_id : null,
    optionId: 'option_id' in value ? value.option_id : null,
    subscriptionId: 'subscription_id' in value ? value.subscription_id : null,
    saveCard: value.purpose === 'membership',
  };
}
