import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { defaultRetryPolicy } from '../messaging/retry-delay.ts';
import { feeChargeOutcome, type FeeChargeOutcome } from './fee-charge-outcome.ts';
import { chargeOffSession, savedCardOf } from './off-session-charge.ts';
import { loadAccount } from './payment-accounts.ts';
import { providerClient } from './provider-client.ts';
import { startWokenWorker } from './woken-worker.ts';
import type { SecretBox } from './secret-box.ts';
import type { SendRequest } from './test-provider/webhook-sender.ts';

export interface FeeChargeServices {
  db: Database;
  box: SecretBox;
  send: SendRequest;
  logger: Logger;
}

interface ClaimedFee {
  tenant_id: string;
  fee_id: string;
  client_id: string;
  attempts: number;
}

/** Longer than one provider call takes with its retries; a stopped process's claim lapses. */
const leaseSeconds = 120;

/** One fee: charged to the saved card at the provider, outside any database transaction. */
async function chargeFee(services: FeeChargeServices, fee: ClaimedFee): Promise<FeeChargeOutcome> {
  const { db, box, send } = services;
  const allowed = await db.query<{ fees_to_saved_card: boolean }>(
    'select fees_to_saved_card from payments.accounts where tenant_id = $1',
    [fee.tenant_id],
  );
  const account = await loadAccount(db, box, fee.tenant_id);
  if (account === null || allowed.rows[0]?.fees_to_saved_card !== true)
    return { outcome: 'not_allowed' };
  try {
    const stripe = providerClient(account, send);
    const card = await savedCardOf(db, stripe, fee.tenant_id, fee.client_id);
    if (card === null) return { outcome: 'no_card' };
    const paid = await chargeOffSession(
      services,
      stripe,
      { tenantId: fee.tenant_id, clientId: fee.client_id, purpose: 'fee', feeId: fee.fee_id },
      card,
    );
    return { outcome: 'charged', providerPaymentId: paid.providerPaymentId };
  } catch (error) {
    return feeChargeOutcome(error, fee.attempts, defaultRetryPolicy);
  }
}

/**
 * Charges the fees that are due (issue 20, point 3), each claimed with a lease so that of two
 * processes one charges it; a decline is recorded (the fee stays owed, the client is told by
 * payments.finish_fee_charge). Returns how many were handled.
 */
export async function chargeDueFees(services: FeeChargeServices, batch = 10): Promise<number> {
  const { rows } = await services.db.query<ClaimedFee>(
    'select tenant_id, fee_id, client_id, attempts from payments.claim_fee_charges($1, $2)',
    [batch, leaseSeconds],
  );
  for (const fee of rows) {
    const done = await chargeFee(services, fee);
    if (done.outcome === 'declined' || done.outcome === 'failed')
      services.logger.warn({ fee: fee.fee_id, ...done }, 'a fee was not charged to the saved card');
    await services.db.query('select payments.finish_fee_charge($1, $2, $3, $4, $5, $6, $7)', [
      fee.tenant_id,
      fee.fee_id,
      done.outcome,
      done.providerPaymentId ?? null,
      done.code ?? null,
      done.message ?? null,
      done.retryAt ?? null,
    ]);
  }
  return rows.length;
}

/** The fee worker of one server process (woken-worker.ts): woken by the NOTIFY of a fee queued. */
export function startFeeCharges(
  services: FeeChargeServices,
  pollMs: number,
): Promise<() => Promise<void>> {
  return startWokenWorker(
    services.db,
    services.logger,
    { channel: 'fee_charges', pollMs, what: 'charging fees to saved cards' },
    () => chargeDueFees(services),
  );
}
