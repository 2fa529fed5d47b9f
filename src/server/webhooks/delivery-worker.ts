import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { AddressPolicy } from '../http/outbound-address.ts';
import { startWokenWorker } from '../payments/woken-worker.ts';
import { sendDelivery, type ClaimedDelivery } from './send-delivery.ts';

// Sends the webhook deliveries due (issue 38; docs/decisions/0066-webhooks.md): claimed in
// batches with `for update skip locked` and a lease (webhooks.claim_deliveries), so two server
// processes never send one at once and a process that dies leaves its claims due again when
// the lease ends; each batch sent side by side, each attempt recorded
// (webhooks.finish_delivery, which schedules the retries and switches off an endpoint that
// keeps failing). Woken by NOTIFY webhooks (an event queued) and by a poll (retries).

const batch = 50;
/** Longer than an attempt's 15 s timeout and its recording: a claim outlives its sending. */
const lease = '60 seconds';

/** Sends one batch of due deliveries; answers how many it took. */
export async function sendDueDeliveries(
  db: Database,
  policy: AddressPolicy,
  logger: Logger,
): Promise<number> {
  const { rows } = await db.query<ClaimedDelivery>(
    'select * from webhooks.claim_deliveries($1, $2::interval)',
    [batch, lease],
  );
  await Promise.all(
    rows.map(async (delivery) => {
      const outcome = await sendDelivery(delivery, policy);
      if (outcome.error !== null)
        logger.info(
          { delivery: delivery.id, status: outcome.status, code: outcome.error },
          'webhook delivery failed',
        );
      await db.query('select webhooks.finish_delivery($1, $2, $3, $4, $5, $6, $7)', [
        delivery.tenant_id,
        delivery.id,
        delivery.attempt,
        outcome.at.toISOString(),
        outcome.status,
        outcome.error,
        outcome.durationMs,
      ]);
    }),
  );
  return rows.length;
}

/**
 * Starts this process's delivery worker, after writing the operator's address policy where the
 * database's checks of new endpoints read it; answers the function that stops it.
 */
export async function startDeliveryWorker(
  db: Database,
  logger: Logger,
  options: { allowPrivate: boolean; pollMs: number },
): Promise<() => Promise<void>> {
  await db.query('select webhooks.configure($1)', [options.allowPrivate]);
  const policy: AddressPolicy = {
    allowLoopback: options.allowPrivate,
    allowPrivate: options.allowPrivate,
    deployment: true,
  };
  return startWokenWorker(
    db,
    logger,
    { channel: 'webhooks', pollMs: options.pollMs, what: 'webhook deliveries' },
    () => sendDueDeliveries(db, policy, logger),
  );
}
