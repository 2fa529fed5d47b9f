import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { PaymentsNotConnectedError } from '../payments/open-payment.ts';
import { chargeOffSession, savedCardOf } from '../payments/off-session-charge.ts';
import { loadAccount } from '../payments/payment-accounts.ts';
import { providerClient } from '../payments/provider-client.ts';
import type { SecretBox } from '../payments/secret-box.ts';
import type { SendRequest } from '../payments/test-provider/webhook-sender.ts';
import { renewalOutcome, type RenewalOutcome } from './renewal-outcome.ts';

export interface BillingServices {
  db: Database;
  box: SecretBox;
  send: SendRequest;
  logger: Logger;
}

interface ClaimedRenewal {
  tenant_id: string;
  subscription_id: string;
  number: number;
  charge_id: string;
  client_id: string;
  declines: number;
}

/** Longer than one provider call takes with its retries; a stopped process's claim lapses. */
const leaseSeconds = 120;

/**
 * One renewal charged to the client's saved card at the provider, off-session, outside any
 * database transaction. The provider's idempotency key names the membership, the period and
 * the attempt: a claim taken again after its process stopped repeats the same attempt.
 */
async function chargeRenewal(
  services: BillingServices,
  renewal: ClaimedRenewal,
): Promise<RenewalOutcome> {
  const { db, box, send } = services;
  try {
    const account = await loadAccount(db, box, renewal.tenant_id);
    if (account === null) throw new PaymentsNotConnectedError();
    const stripe = providerClient(account, send);
    const card = await savedCardOf(db, stripe, renewal.tenant_id, renewal.client_id);
    if (card === null)
      return { outcome: 'declined', code: 'no_card', message: 'There is no saved card.' };
    const paid = await chargeOffSession(
      services,
      stripe,
      {
        tenantId: renewal.tenant_id,
        clientId: renewal.client_id,
        purpose: 'renewal',
        feeId: renewal.charge_id,
        subscriptionId: renewal.subscription_id,
        idempotencyKey: `renewal:${renewal.subscription_id}:${renewal.number}:${renewal.declines + 1}`,
      },
      card,
    );
    return { outcome: 'charged', providerPaymentId: paid.providerPaymentId };
  } catch (error) {
    return renewalOutcome(error);
  }
}

/**
 * Charges the renewals that are due (issue 35, point 3), each claimed with a lease so that of
 * two processes one charges it, a batch at a time side by side; each outcome is recorded by
 * payments.finish_renewal. Returns how many were handled.
 */
export async function chargeDueRenewals(services: BillingServices, batch = 20): Promise<number> {
  const { rows } = await services.db.query<ClaimedRenewal>(
    `select tenant_id, subscription_id, number, charge_id, client_id, declines
     from payments.claim_renewals($1, $2)`,
    [batch, leaseSeconds],
  );
  await Promise.all(
    rows.map(async (renewal) => {
      const done = await chargeRenewal(services, renewal);
      if (done.outcome === 'pending')
        services.logger.warn(
          { subscription: renewal.subscription_id, period: renewal.number, ...done },
          'a renewal could not be charged now',
        );
      await services.db.query('select payments.finish_renewal($1, $2, $3, $4, $5, $6, $7, $8)', [
        renewal.tenant_id,
        renewal.subscription_id,
        renewal.number,
        done.outcome,
        done.providerPaymentId ?? null,
        done.code ?? null,
        done.message ?? null,
        done.retrySeconds ?? null,
      ]);
    }),
  );
  return rows.length;
}
