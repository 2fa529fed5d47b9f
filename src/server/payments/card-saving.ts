import { z } from 'zod';
import type { CheckedClaims } from '../auth/api-token/token-claims-policy.ts';
import type { Database } from '../db/database.ts';
import { isUuid } from '../../shared/uuid.ts';
import { loadAccount } from './payment-accounts.ts';
import type { PayAnswer } from './pay-for-client.ts';
import { providerClient } from './provider-client.ts';
import { openedBeforeSwitch, PaymentProviderChangedError } from './open-payment.ts';
import { mayActFor } from './saved-cards.ts';
import type { SecretBox } from './secret-box.ts';
import type { SendRequest } from './test-provider/webhook-sender.ts';

const body = z.object({ tenant_id: z.uuid(), save_card: z.boolean() });

const refusal = (status: PayAnswer['status'], code: string, message: string): PayAnswer => ({
  status,
  body: { code, message },
});

/**
 * Whether an open payment saves its card for next time (POST
 * /payments/v1/payments/<id>/card-saving): Stripe's Payment Element takes the choice from the
 * PaymentIntent (`setup_future_usage`), so the Stripe card form sets it here, on the intent the
 * server opened for the client's customer, just before it confirms (decision 0043). The test
 * provider's form sends the same choice with its confirmation instead.
 */
export async function setCardSaving(
  { db, box, send }: { db: Database; box: SecretBox; send: SendRequest },
  claims: CheckedClaims,
  paymentId: string,
  input: unknown,
): Promise<PayAnswer> {
  const parsed = body.safeParse(input);
  if (!parsed.success || !isUuid(paymentId))
    return refusal(400, 'invalid_card_saving', 'Send {"tenant_id", "save_card": true or false}.');
  const tenantId = parsed.data.tenant_id;
  const { rows } = await db.query<{
    client_id: string;
    provider_payment_id: string;
    status: string;
    purpose: string;
    created_at: Date;
  }>(
    `select client_id, provider_payment_id, status, purpose, created_at from payments.provider_payments
     where tenant_id = $1 and id = $2`,
    [tenantId, paymentId],
  );
  const payment = rows[0];
  // Someone else's payment is not found, as a missing one is.
  if (payment === undefined || !(await mayActFor(db, claims, tenantId, payment.client_id)))
    return refusal(404, 'payment_not_found', 'There is no such payment.');
  if (['succeeded', 'canceled'].includes(payment.status))
    return refusal(409, 'payment_closed', 'This payment is already complete or canceled.');
  // A membership's payment always saves its card: its renewals are charged to it (0062).
  if (payment.purpose === 'membership' || payment.purpose === 'renewal')
    return { status: 200, body: { payment_id: paymentId, save_card: true } };
  const account = await loadAccount(db, box, tenantId);
  if (account === null) return refusal(404, 'payment_not_found', 'There is no such payment.');
  if (openedBeforeSwitch(payment.created_at, account))
    return new PaymentProviderChangedError().answer;
  const intent = await providerClient(account, send).paymentIntents.update(
    payment.provider_payment_id,
    { setup_future_usage: parsed.data.save_card ? 'off_session' : '' },
  );
  return {
    status: 200,
    body: { payment_id: paymentId, save_card: intent.setup_future_usage === 'off_session' },
  };
}
