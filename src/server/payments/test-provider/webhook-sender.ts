import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import { stripeSignatureHeader } from '../stripe-signature.ts';
import type { StripeObject } from './stripe-objects.ts';

/** Sends a request into the server's own routes (app.fetch), as the webhook's HTTP request. */
export type SendRequest = (request: Request) => Promise<Response>;

/** Waits between attempts, as Stripe's retries do (theirs go on for three days). */
const retryDelaysMs = [250, 1000, 4000, 15_000];

/**
 * The test provider's webhook deliveries: each event POSTed to the business's endpoint,
 * `/payments/v1/webhooks/<tenant>`, signed as Stripe signs (`Stripe-Signature: t=…,v1=…`), in
 * the order they happened, retried a few times when the endpoint does not answer 2xx; a
 * delivered event's pending_webhooks becomes 0. Deliveries run after the request that caused
 * them has answered, as Stripe's do.
 */
export class WebhookSender {
  readonly #pending = new Set<Promise<void>>();
  readonly send: SendRequest;
  readonly db: Database;
  readonly logger: Logger;

  constructor(send: SendRequest, db: Database, logger: Logger) {
    this.send = send;
    this.db = db;
    this.logger = logger;
  }

  deliver(tenantId: string, webhookSecret: string, events: StripeObject[]): void {
    if (events.length === 0) return;
    const run = (async () => {
      for (const event of events) await this.#deliverOne(tenantId, webhookSecret, event);
    })().finally(() => this.#pending.delete(run));
    this.#pending.add(run);
  }

  /** Resolves once every delivery started so far has ended (tests, and stopping). */
  async drain(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  async #deliverOne(tenantId: string, secret: string, event: StripeObject): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; ; attempt += 1) {
      let status = 0;
      try {
        const response = await this.send(
          new Request(`http://test-provider.internal/payments/v1/webhooks/${tenantId}`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json; charset=utf-8',
              'Stripe-Signature': stripeSignatureHeader(payload, secret),
              'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            },
            body: payload,
          }),
        );
        status = response.status;
        await response.body?.cancel();
      } catch (error) {
        this.logger.warn({ err: error, event: event.id }, 'test provider webhook failed');
      }
      if (status >= 200 && status < 300) {
        await this.db
          .query(
            `update payments.test_provider_objects
             set object = jsonb_set(object, '{pending_webhooks}', '0') where id = $1`,
            [event.id],
          )
          .catch(() => undefined);
        return;
      }
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) {
        this.logger.warn({ event: event.id, status }, 'test provider gave up delivering a webhook');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
