import type { Context, Hono } from 'hono';
import type { Logger } from 'pino';
import type { ApiTokenVerifier } from '../auth/api-token/api-token-verifier.ts';
import type { Database } from '../db/database.ts';
import { onBehalfOf } from '../db/on-behalf-of.ts';
import { withRequestRole } from '../db/with-request-role.ts';
import { isUuid } from '../../shared/uuid.ts';
import { accountInput, accountInputProblem } from './account-input.ts';
import { saveAccount } from './payment-accounts.ts';
import { payForClient } from './pay-for-client.ts';
import { refundToCard } from './refund-to-card.ts';
import { chargeSavedCard } from './charge-saved-card.ts';
import { savedCards } from './saved-cards.ts';
import { setCardSaving } from './card-saving.ts';
import { updateCard } from '../memberships/card-update.ts';
import type { SecretBox } from './secret-box.ts';
import { registerTestProviderRoutes } from './test-provider/test-provider-routes.ts';
import { WebhookSender, type SendRequest } from './test-provider/webhook-sender.ts';
import { registerWebhookRoute } from './webhook-route.ts';
import { jsonInputOrNone } from '../http/json-input.ts';
import { actingFor, signedIn } from '../http/signed-in-claims.ts';

export interface PaymentServices {
  db: Database;
  box: SecretBox;
  verifyApiToken: ApiTokenVerifier;
  logger: Logger;
  /** Into the server's own routes: the test provider's SDK calls and webhooks. */
  send: SendRequest;
  /** Whether PAYMENTS_ENCRYPTION_KEY is set: live Stripe keys are refused without it. */
  ownEncryptionKey: boolean;
  /** Whether the embedded test provider (a developer tool) is on: off, it has no routes. */
  testProvider: boolean;
}

type Status = 400 | 401 | 403 | 404 | 409 | 502;
const problem = (c: Context, status: Status, code: string, message: string) =>
  c.json({ code, message }, status, { 'Cache-Control': 'no-store' });

/** The JSON body; none, or one refused (json-input.ts), is answered 400 by each route's check. */
const readJson = async (c: Context) => jsonInputOrNone(await c.req.text());

/**
 * /payments/v1 (issue 20): the webhook endpoint of each business, connecting a business to its
 * provider (its owner), opening a payment for a client (the client or the team), and, where it
 * is on, the embedded test provider at Stripe's own paths (/v1). Thin: the rules are in the database
 * (db/functions/payments) and in the pure modules beside this file.
 */
export function registerPaymentRoutes(app: Hono, services: PaymentServices): WebhookSender {
  const { db, box, verifyApiToken, send } = services;
  const webhooks = new WebhookSender(send, db, services.logger);
  if (services.testProvider) {
    registerTestProviderRoutes(app, { db, box, webhooks, logger: services.logger });
  }
  registerWebhookRoute(app, { db, box, send, logger: services.logger });

  app.post('/payments/v1/accounts/:tenant', async (c) => {
    const claims = await signedIn(c, verifyApiToken);
    if (claims === null)
      return problem(c, 401, 'not_signed_in', 'Sign in as the owner to connect payments.');
    const tenantId = c.req.param('tenant');
    const owner =
      isUuid(tenantId) &&
      (
        await withRequestRole(db, { role: 'authenticated', claims, readOnly: true }, (tx) =>
          tx.query<{ ok: boolean }>('select $1::uuid in (select app.owner_tenants()) as ok', [
            tenantId,
          ]),
        )
      ).rows[0]?.ok === true;
    if (!owner)
      return problem(
        c,
        403,
        'forbidden',
        'Only the owner connects the business to a payment provider.',
      );
    const parsed = accountInput.safeParse(await readJson(c));
    if (!parsed.success)
      return problem(c, 400, 'invalid_account', accountInputProblem(parsed.error));
    if (parsed.data.provider === 'test' && !services.testProvider) {
      return problem(
        c,
        400,
        'test_provider_off',
        'This server does not offer the test card provider: connect the business to Stripe with its own keys.',
      );
    }
    if (
      parsed.data.provider === 'stripe' &&
      parsed.data.secret_key.includes('_live_') &&
      !services.ownEncryptionKey
    ) {
      return problem(
        c,
        409,
        'encryption_key_required',
        'Live Stripe keys are kept only when the server has its own PAYMENTS_ENCRYPTION_KEY: ask whoever runs it to set one.',
      );
    }
    const saved = await onBehalfOf(db, actingFor(c, claims), (tx) =>
      saveAccount(tx, box, tenantId, parsed.data),
    );
    return c.json({
      provider: saved.provider,
      publishable_key: saved.publishableKey,
      webhook_path: `/payments/v1/webhooks/${tenantId}`,
    });
  });

  app.post('/payments/v1/payments', async (c) => {
    const claims = await signedIn(c, verifyApiToken);
    if (claims === null) return problem(c, 401, 'not_signed_in', 'Sign in to pay.');
    const answer = await payForClient({ db, box, send }, claims, await readJson(c));
    return c.json(answer.body, answer.status, { 'Cache-Control': 'no-store' });
  });

  app.post('/payments/v1/payments/:payment/card-saving', async (c) => {
    const claims = await signedIn(c, verifyApiToken);
    if (claims === null) return problem(c, 401, 'not_signed_in', 'Sign in to pay.');
    const answer = await setCardSaving(
      { db, box, send },
      claims,
      c.req.param('payment'),
      await readJson(c),
    );
    return c.json(answer.body, answer.status, { 'Cache-Control': 'no-store' });
  });

  // A client's saved cards: listed, and one removed (detached at the provider).
  app.get('/payments/v1/cards', async (c) => {
    const claims = await signedIn(c, verifyApiToken);
    if (claims === null) return problem(c, 401, 'not_signed_in', 'Sign in to see saved cards.');
    const answer = await savedCards(
      { db, box, send },
      claims,
      c.req.query('tenant_id') ?? '',
      c.req.query('client_id') ?? '',
    );
    return c.json(answer.body, answer.status, { 'Cache-Control': 'no-store' });
  });
  app.delete('/payments/v1/cards/:card', async (c) => {
    const claims = await signedIn(c, verifyApiToken);
    if (claims === null) return problem(c, 401, 'not_signed_in', 'Sign in to remove a card.');
    const answer = await savedCards(
      { db, box, send },
      claims,
      c.req.query('tenant_id') ?? '',
      c.req.query('client_id') ?? '',
      c.req.param('card'),
    );
    return c.json(answer.body, answer.status, { 'Cache-Control': 'no-store' });
  });

  // A member's new card for their renewals: a payment of what is overdue, or a SetupIntent.
  app.post('/payments/v1/subscriptions/:subscription/card', async (c) => {
    const claims = await signedIn(c, verifyApiToken);
    if (claims === null) return problem(c, 401, 'not_signed_in', 'Sign in to update a card.');
    const answer = await updateCard(
      { db, box, send },
      claims,
      c.req.param('subscription'),
      await readJson(c),
    );
    return c.json(answer.body, answer.status, { 'Cache-Control': 'no-store' });
  });

  app.post('/payments/v1/saved-card-charges', async (c) => {
    const claims = await signedIn(c, verifyApiToken);
    if (claims === null) return problem(c, 401, 'not_signed_in', 'Sign in to charge a card.');
    const answer = await chargeSavedCard({ db, box, send }, claims, await readJson(c));
    return c.json(answer.body, answer.status, { 'Cache-Control': 'no-store' });
  });

  app.post('/payments/v1/refunds', async (c) => {
    const claims = await signedIn(c, verifyApiToken);
    if (claims === null) return problem(c, 401, 'not_signed_in', 'Sign in to refund.');
    const answer = await refundToCard({ db, box, send }, actingFor(c, claims), await readJson(c));
    return c.json(answer.body, answer.status, { 'Cache-Control': 'no-store' });
  });
  return webhooks;
}
