import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { OpenAccount } from './payment-accounts.ts';
import { providerClient } from './provider-client.ts';
import type { SendRequest } from './test-provider/webhook-sender.ts';

/**
 * A place's payment that succeeded after the place went to someone else (its hold released by
 * a declined card or by time, and the waitlist moved) goes back to the card at once (issue 20,
 * point 7): the refund is asked of the provider once (claimed in the database, with an
 * idempotency key), and its charge.refunded event records it in the ledger, whose receipt tells
 * the client. If the provider refuses, the claim is undone and the reconciliation view shows
 * the payment as refund_owed. Returns whether a refund was asked for.
 */
export async function refundLostPlace(
  db: Database,
  account: OpenAccount,
  send: SendRequest,
  providerPaymentId: string,
  logger: Logger,
): Promise<boolean> {
  const { rows } = await db.query<{ amount: string | number }>(
    `update payments.provider_payments
     set auto_refund_requested_at = now(), updated_at = now()
     where tenant_id = $1 and provider_payment_id = $2 and place_lost_at is not null
       and auto_refund_requested_at is null and amount_refunded_minor < amount_minor
     returning amount_minor - amount_refunded_minor as amount`,
    [account.tenantId, providerPaymentId],
  );
  const owed = rows[0];
  if (owed === undefined) return false;
  try {
    await providerClient(account, send).refunds.create(
      {
        payment_intent: providerPaymentId,
        amount: Number(owed.amount),
        reason: 'requested_by_customer',
        metadata: { reason: 'place_taken' },
      },
      { idempotencyKey: `place-lost:${providerPaymentId}` },
    );
    return true;
  } catch (error) {
    logger.warn({ err: error, payment: providerPaymentId }, 'refunding a lost place failed');
    await db.query(
      `update payments.provider_payments set auto_refund_requested_at = null
       where tenant_id = $1 and provider_payment_id = $2`,
      [account.tenantId, providerPaymentId],
    );
    return false;
  }
}
