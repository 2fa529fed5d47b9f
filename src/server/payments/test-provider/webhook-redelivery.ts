import type { Logger } from 'pino';
import { takeTurn } from '../../db/take-turn.ts';
import { repeatEvery } from '../../repeat-every.ts';
import { loadAccount } from '../payment-accounts.ts';
import type { SecretBox } from '../secret-box.ts';
import type { StripeObject } from './stripe-objects.ts';
import type { WebhookSender } from './webhook-sender.ts';

/** Longer than the sender's own retries (about 20 s): an event still pending was lost. */
const lostAfterSeconds = 30;

/**
 * Stripe retries an event it could not deliver for days; the test provider's sender retries in
 * memory, and a process that dies (SIGKILL, a crash) takes its deliveries with it: the payment
 * was made and the ledger never hears of it. Every `intervalMs`, one process of several (a
 * turn, decision 0072) delivers again the events of the last hour still pending after 30 s;
 * the business's endpoint applies each event once (payments.events), as Stripe's receivers
 * must. Returns the function that stops it.
 */
export function startWebhookRedelivery(
  webhooks: WebhookSender,
  box: SecretBox,
  logger: Logger,
  intervalMs: number,
) {
  const { db } = webhooks;
  return repeatEvery(intervalMs, async () => {
    try {
      const lost = await takeTurn(db, 'test-provider-webhooks', async (tx) => {
        const { rows } = await tx.query<{ tenant_id: string; object: StripeObject }>(
          `select tenant_id, object from payments.test_provider_objects
           where object ->> 'object' = 'event' and (object ->> 'pending_webhooks')::int > 0
             and created_at between now() - interval '1 hour'
                                and now() - make_interval(secs => $1)
           order by created_at, id limit 100`,
          [lostAfterSeconds],
        );
        return rows;
      });
      for (const tenantId of new Set(lost?.map((row) => row.tenant_id))) {
        const account = await loadAccount(db, box, tenantId);
        if (account === null) continue;
        const events = (lost ?? []).filter((row) => row.tenant_id === tenantId);
        logger.info({ tenant: tenantId, events: events.length }, 'test provider webhooks resent');
        webhooks.deliver(
          tenantId,
          account.webhookSecret,
          events.map((row) => row.object),
        );
      }
    } catch (error) {
      // The next turn tries again.
      logger.warn({ err: error }, 'resending test provider webhooks failed');
    }
  });
}
