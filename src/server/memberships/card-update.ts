import { z } from 'zod';
import type { CheckedClaims } from '../auth/api-token/token-claims-policy.ts';
import type { Database } from '../db/database.ts';
import { isUuid } from '../../shared/uuid.ts';
import { openPayment, PaymentsNotConnectedError } from '../payments/open-payment.ts';
import { paymentRefusal, type PayAnswer, type PayStatus } from '../payments/pay-for-client.ts';
import { loadAccount } from '../payments/payment-accounts.ts';
import { ensureCustomer } from '../payments/payment-customers.ts';
import { providerClient } from '../payments/provider-client.ts';
import { mayActFor } from '../payments/saved-cards.ts';
import type { SecretBox } from '../payments/secret-box.ts';
import type { SendRequest } from '../payments/test-provider/webhook-sender.ts';

const body = z.object({ tenant_id: z.uuid() });

const refusal = (status: PayStatus, code: string, message: string): PayAnswer => ({
  status,
  body: { code, message },
});

interface Membership {
  client_id: string;
  state: string;
  pays_by: string;
  /** The charge of its latest period when that renewal is unpaid (overdue, or suspended). */
  owed_charge_id: string | null;
}

/**
 * A member's new card (POST /payments/v1/subscriptions/<id>/card), for the member or the team
 * acting for them: when a renewal is unpaid, a payment of it that saves the card for
 * off-session use ("a card updated by the client is charged at once"); otherwise a SetupIntent
 * that saves it. Once either succeeds, the new card is the only one kept, so renewals use it
 * (card-update-webhook.ts).
 */
export async function updateCard(
  services: { db: Database; box: SecretBox; send: SendRequest },
  claims: CheckedClaims,
  subscriptionId: string,
  input: unknown,
): Promise<PayAnswer> {
  const { db, box, send } = services;
  const parsed = body.safeParse(input);
  if (!parsed.success || !isUuid(subscriptionId))
    return refusal(
      400,
      'invalid_card_update',
      'Send the tenant_id of the business the membership belongs to.',
    );
  const tenantId = parsed.data.tenant_id;
  const { rows } = await db.query<Membership>(
    `select s.client_id, s.state, s.pays_by,
            (select p.charge_id from public.subscription_periods p
             where p.tenant_id = s.tenant_id and p.subscription_id = s.id
               and p.billing in ('due', 'charging', 'retrying', 'failed')
             order by p.number desc limit 1) as owed_charge_id
     from public.subscriptions s where s.tenant_id = $1 and s.id = $2`,
    [tenantId, subscriptionId],
  );
  const membership = rows[0];
  // Someone else's membership is not found, as a missing one is.
  if (membership === undefined || !(await mayActFor(db, claims, tenantId, membership.client_id)))
    return refusal(404, 'membership_not_found', 'There is no such membership.');
  if (membership.state !== 'live' || membership.pays_by !== 'card')
    return refusal(
      409,
      'not_renewed_by_card',
      'This membership is not renewed by card: there is no card to update for it.',
    );
  try {
    if (membership.owed_charge_id !== null) {
      const opened = await openPayment(db, box, send, {
        tenantId,
        clientId: membership.client_id,
        purpose: 'renewal',
        feeId: membership.owed_charge_id,
        subscriptionId,
        saveCard: true,
      });
      return {
        status: 200,
        body: {
          kind: 'payment',
          provider: opened.provider,
          publishable_key: opened.publishableKey,
          client_secret: opened.clientSecret,
          payment_id: opened.paymentId,
          amount_minor: opened.amountMinor,
          currency: opened.currency,
        },
      };
    }
    const account = await loadAccount(db, box, tenantId);
    if (account === null) throw new PaymentsNotConnectedError();
    const stripe = providerClient(account, send);
    const customer = await ensureCustomer(db, stripe, tenantId, membership.client_id);
    const setup = await stripe.setupIntents.create({
      customer,
      usage: 'off_session',
      metadata: {
        tenant_id: tenantId,
        client_id: membership.client_id,
        subscription_id: subscriptionId,
      },
    });
    return {
      status: 200,
      body: {
        kind: 'setup',
        provider: account.provider,
        publishable_key: account.publishableKey,
        client_secret: setup.client_secret ?? '',
      },
    };
  } catch (error) {
    return paymentRefusal(error);
  }
}
