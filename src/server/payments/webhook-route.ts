import type { Context, Hono } from 'hono';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import type { Database } from '../db/database.ts';
import { jsonInputProblem } from '../http/json-input.ts';
import { isPostgresError, restErrorFromDatabase } from '../rest/database-error.ts';
import { isUuid } from '../../shared/uuid.ts';
import { loadAccount } from './payment-accounts.ts';
import { refundLostPlace } from './refund-lost-place.ts';
import { providerClient } from './provider-client.ts';
import { keepOnlyCard, savedMembershipCard } from '../memberships/card-update-webhook.ts';
import type { SecretBox } from './secret-box.ts';
import type { SendRequest } from './test-provider/webhook-sender.ts';

export interface WebhookServices {
  db: Database;
  box: SecretBox;
  /** Into the server's own routes, for the test provider's refunds. */
  send: SendRequest;
  logger: Logger;
}

/** Stripe's events are small; anything far larger is not one. */
const maxBodyBytes = 512 * 1024;

const problem = (c: Context, status: 400 | 404 | 413, code: string, message: string) =>
  c.json({ code, message }, status);

/** The event if the signature is the secret's over this body, within 5 minutes; else null. */
function verifiedEvent(body: string, signature: string, secret: string): Stripe.Event | null {
  try {
    return Stripe.webhooks.constructEvent(body, signature, secret);
  } catch {
    return null;
  }
}

/**
 * POST /payments/v1/webhooks/<tenant> (issue 20, point 4): a business's provider events. The
 * signature is checked with the stripe SDK against the business's own signing secret; a body
 * it does not verify is refused with 400 and nothing is read from it. A verified event is
 * applied by payments.apply_event, which records its id in the same transaction, so a
 * duplicate or a late, reordered delivery changes nothing. A success for a place given away
 * meanwhile is refunded to the card (refund-lost-place.ts). For 72 hours after the business
 * switched accounts, an event signed by the account before is applied too, to the payments
 * opened there (decision 0051). A card saved for a membership becomes the only one kept
 * (card-update-webhook.ts). Answers 200 with what applying did.
 */
export function registerWebhookRoute(app: Hono, services: WebhookServices): void {
  const { db, box, send, logger } = services;
  app.post('/payments/v1/webhooks/:tenant', async (c) => {
    const tenantId = c.req.param('tenant');
    const account = isUuid(tenantId) ? await loadAccount(db, box, tenantId) : null;
    if (account === null) {
      return problem(
        c,
        404,
        'payment_account_not_found',
        'This business takes no online payments.',
      );
    }
    const declared = Number(c.req.header('Content-Length') ?? 0);
    if (declared > maxBodyBytes) {
      return problem(c, 413, 'payload_too_large', 'A provider event is at most 512 KiB.');
    }
    const body = await c.req.text();
    if (Buffer.byteLength(body) > maxBodyBytes) {
      return problem(c, 413, 'payload_too_large', 'A provider event is at most 512 KiB.');
    }
    const signature = c.req.header('Stripe-Signature');
    if (signature === undefined || signature.trim() === '') {
      return problem(
        c,
        400,
        'signature_missing',
        'A provider event carries a Stripe-Signature header.',
      );
    }
    const current = verifiedEvent(body, signature, account.webhookSecret);
    // Signed by the account before a switch: it speaks only of payments opened there.
    const previous =
      current === null && account.previousWebhookSecret !== null
        ? verifiedEvent(body, signature, account.previousWebhookSecret)
        : null;
    const event = current ?? previous;
    if (event === null) {
      return problem(
        c,
        400,
        'signature_invalid',
        "The Stripe-Signature does not match this body under the business's signing secret, or it is more than 5 minutes old.",
      );
    }
    // Signed is not sound: what the database cannot hold (a NUL) or nothing can walk (nesting
    // 10,000 deep) is refused as any request's JSON is.
    const unfit = jsonInputProblem(event);
    if (unfit !== undefined) {
      return problem(c, 400, 'invalid_event', `The event cannot be applied: ${unfit}.`);
    }
    try {
      const { rows } = await db.query<{ outcome: string }>(
        'select payments.apply_event($1, $2::jsonb, $3) as outcome',
        [tenantId, JSON.stringify(event), previous === null ? null : account.switchedAt],
      );
      const outcome = rows[0]?.outcome;
      // A success for a place given away meanwhile is refunded at once, through the account
      // that took it: for the account before a switch, staff refund it there (refund_owed).
      if (outcome === 'applied' && event.type === 'payment_intent.succeeded' && previous === null) {
        await refundLostPlace(db, account, send, event.data.object.id, logger);
      }
      // A member's new card becomes the one renewals use (decision 0062).
      const saved =
        outcome === 'applied' && previous === null ? savedMembershipCard(event) : undefined;
      if (saved !== undefined) await keepOnlyCard(providerClient(account, send), saved);
      return c.json({ received: true, outcome });
    } catch (error) {
      if (isPostgresError(error) && error.code === 'PGRST') {
        const refused = restErrorFromDatabase(error, 'service_role');
        return problem(c, 400, refused.code, refused.message);
      }
      throw error;
    }
  });
}
