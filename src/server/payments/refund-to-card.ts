import type { Database } from '../db/database.ts';
import type { ActingFor } from '../db/on-behalf-of.ts';
import { withRequestRole } from '../db/with-request-role.ts';
import { z } from 'zod';
import { openedBeforeSwitch, PaymentProviderChangedError } from './open-payment.ts';
import { loadAccount } from './payment-accounts.ts';
import type { PayAnswer } from './pay-for-client.ts';
import { providerClient } from './provider-client.ts';
import type { SecretBox } from './secret-box.ts';
import type { SendRequest } from './test-provider/webhook-sender.ts';

const body = z.object({
  tenant_id: z.uuid(),
  /** The ledger payment (public.transactions, kind payment) being refunded. */
  payment_id: z.uuid(),
  amount_minor: z.number().int().positive().max(99_999_999),
});

const refusal = (status: PayAnswer['status'], code: string, message: string): PayAnswer => ({
  status,
  body: { code, message },
});

/**
 * A refund staff record for a card payment goes back to the card (issue 20, point 3): an admin
 * or the owner asks, the provider refunds (in full or in part), and its charge.refunded webhook
 * records the refund in the ledger once, like any refund made at the provider
 * (payments.record_refunded). Only who asked is written here, first (payments.refund_requests),
 * so that the refund the webhook records names them; a refund the provider refuses leaves the
 * ledger as it was. A ledger payment that was not made online answers 409
 * not_a_card_payment: it is refunded at the desk (rpc/refund); one made through the account the
 * business had before switching answers 409 payment_provider_changed.
 */
export async function refundToCard(
  services: { db: Database; box: SecretBox; send: SendRequest },
  person: ActingFor,
  input: unknown,
): Promise<PayAnswer> {
  const { claims } = person;
  const { db, box, send } = services;
  const parsed = body.safeParse(input);
  if (!parsed.success)
    return refusal(
      400,
      'invalid_refund',
      'Say which payment: tenant_id, payment_id and amount_minor.',
    );
  const { tenant_id: tenantId, payment_id: paymentId, amount_minor: amount } = parsed.data;
  const admin = (
    await withRequestRole(db, { role: 'authenticated', claims, readOnly: true }, (tx) =>
      tx.query<{ ok: boolean }>('select $1::uuid in (select app.admin_tenants()) as ok', [
        tenantId,
      ]),
    )
  ).rows[0]?.ok;
  if (admin !== true)
    return refusal(403, 'forbidden', 'Only an admin or the owner refunds payments.');
  const { rows } = await db.query<{
    provider_payment_id: string;
    left: string | number;
    created_at: Date;
  }>(
    `select provider_payment_id, amount_minor - amount_refunded_minor as left, created_at
     from payments.provider_payments
     where tenant_id = $1 and transaction_id = $2 and status = 'succeeded'`,
    [tenantId, paymentId],
  );
  const paid = rows[0];
  if (paid === undefined)
    return refusal(
      409,
      'not_a_card_payment',
      'This payment was not made online: refund it at the desk.',
    );
  // What the ledger already refunded of it, by card or at the desk, is not given twice.
  const ledger = await db.query<{ left: string | number }>(
    `select p.amount_minor - coalesce(sum(r.amount_minor), 0) as left
     from public.transactions p
     left join public.transactions r on r.tenant_id = p.tenant_id and r.refund_of = p.id
     where p.tenant_id = $1 and p.id = $2 group by p.amount_minor`,
    [tenantId, paymentId],
  );
  const most = Math.min(Number(paid.left), Number(ledger.rows[0]?.left ?? 0));
  if (amount > most)
    return refusal(
      400,
      'invalid_amount',
      `At most ${most} (in minor units) of this payment can be refunded.`,
    );
  const account = await loadAccount(db, box, tenantId);
  if (account === null)
    return refusal(
      409,
      'payments_not_connected',
      'This business is no longer connected to its payment provider.',
    );
  if (openedBeforeSwitch(paid.created_at, account)) return new PaymentProviderChangedError().answer;
  const asked = await db.query<{ id: string }>(
    `insert into payments.refund_requests
       (tenant_id, provider_payment_id, claims, method, path, request_id)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      tenantId,
      paid.provider_payment_id,
      JSON.stringify(claims),
      person.method,
      person.path,
      person.requestId,
    ],
  );
  try {
    const refund = await providerClient(account, send).refunds.create({
      payment_intent: paid.provider_payment_id,
      amount,
      reason: 'requested_by_customer',
      metadata: {
        ledger_payment_id: paymentId,
        by: typeof claims.sub === 'string' ? claims.sub : '',
      },
    });
    return {
      status: 200,
      body: { refund_id: refund.id, status: refund.status, amount_minor: amount },
    };
  } catch (error) {
    await db.query('delete from payments.refund_requests where tenant_id = $1 and id = $2', [
      tenantId,
      asked.rows[0]?.id,
    ]);
    const message = error instanceof Error ? error.message : 'The provider refused the refund.';
    return refusal(502, 'provider_refused', `The card was not refunded: ${message}`);
  }
}
