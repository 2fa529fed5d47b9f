import { startWokenWorker } from '../payments/woken-worker.ts';
import { chargeDueRenewals, type BillingServices } from './renewal-charges.ts';

/**
 * Memberships renewed in one transaction: enough that thousands falling due at once are begun
 * in a few scans, few enough that the transaction stays short.
 */
const renewalBatch = 200;

/**
 * One pass of the billing worker (docs/decisions/0062): abandons the pending memberships whose
 * first payment did not come, begins the periods that fall due (payments.begin_renewals), and
 * charges a batch of due renewals. Returns how much it did, so the worker runs again until a
 * pass finds nothing.
 */
export async function billMemberships(services: BillingServices): Promise<number> {
  const { db } = services;
  const abandoned = await db.query<{ n: number }>(
    'select payments.abandon_pending_subscriptions() as n',
  );
  const begun = await db.query<{ n: number }>('select payments.begin_renewals($1) as n', [
    renewalBatch,
  ]);
  const charged = await chargeDueRenewals(services);
  return (abandoned.rows[0]?.n ?? 0) + (begun.rows[0]?.n ?? 0) + charged;
}

/**
 * The billing worker of one server process: woken by a NOTIFY on membership_billing (a renewal
 * retried by staff, the developer clock moved) and by a poll, as periods fall due with time.
 */
export function startMembershipBilling(
  services: BillingServices,
  pollMs: number,
): Promise<() => Promise<void>> {
  return startWokenWorker(
    services.db,
    services.logger,
    { channel: 'membership_billing', pollMs, what: 'billing memberships' },
    () => billMemberships(services),
  );
}
