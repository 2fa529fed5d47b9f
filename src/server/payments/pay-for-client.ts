import type { CheckedClaims } from '../auth/api-token/token-claims-policy.ts';
import type { Database } from '../db/database.ts';
import { withRequestRole } from '../db/with-request-role.ts';
import { isPostgresError, restErrorFromDatabase } from '../rest/database-error.ts';
import { openPayment, PaymentConflictError } from './open-payment.ts';
import { paymentRequest } from './payment-request.ts';
import type { SecretBox } from './secret-box.ts';
import type { SendRequest } from './test-provider/webhook-sender.ts';

export type PayStatus = 200 | 400 | 403 | 404 | 409 | 502;

export interface PayAnswer {
  status: PayStatus;
  body: Record<string, unknown>;
}

const refusal = (status: PayStatus, code: string, message: string): PayAnswer => ({
  status,
  body: { code, message },
});

/**
 * Opens a payment for what the database says a client owes for a place, a pack or pass, or
 * their balance, asked by the client or by the team for the client (`app.acts_for_client`).
 * The answer of POST /payments/v1/payments and of the `create-payment` server function.
 */
export async function payForClient(
  services: { db: Database; box: SecretBox; send: SendRequest },
  claims: CheckedClaims,
  body: unknown,
): Promise<PayAnswer> {
  const { db, box, send } = services;
  const request = paymentRequest(body);
  if ('problem' in request) return refusal(400, 'invalid_payment', request.problem);
  const allowed = (
    await withRequestRole(db, { role: 'authenticated', claims, readOnly: true }, (tx) =>
      tx.query<{ ok: boolean }>('select app.acts_for_client($1, $2) as ok', [
        request.tenantId,
        request.clientId,
      ]),
    )
  ).rows[0]?.ok;
  if (allowed !== true) return refusal(403, 'forbidden', 'You cannot pay for this client.');
  try {
    const opened = await openPayment(db, box, send, request);
    return {
      status: 200,
      body: {
        payment_id: opened.paymentId,
        provider: opened.provider,
        provider_payment_id: opened.providerPaymentId,
        client_secret: opened.clientSecret,
        publishable_key: opened.publishableKey,
        amount_minor: opened.amountMinor,
        currency: opened.currency,
      },
    };
  } catch (error) {
    return paymentRefusal(error);
  }
}

/**
 * The answer to a payment that could not be opened: what the business's account cannot do
 * (409), or the database's refusal with its code; anything else is thrown on.
 */
export function paymentRefusal(error: unknown): PayAnswer {
  if (error instanceof PaymentConflictError) return error.answer;
  if (isPostgresError(error) && error.code === 'PGRST') {
    const refused = restErrorFromDatabase(error, 'authenticated');
    return refusal(refused.status as PayStatus, refused.code, refused.message);
  }
  throw error;
}
