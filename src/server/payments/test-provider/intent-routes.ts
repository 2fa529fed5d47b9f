import type { Hono } from 'hono';
import { isUuid } from '../../../shared/uuid.ts';
import { parseFormBody } from './form-body.ts';
import { loadAccount } from '../payment-accounts.ts';
import { readObject, writeObjects } from './object-store.ts';
import {
  authenticateIntent,
  cancelIntent,
  confirmIntent,
  createIntent,
  unexpectedState,
} from './payment-intents.ts';
import { ProviderError, invalidParam } from './provider-error.ts';
import type { ProviderApi } from './provider-api.ts';
import { boolean, metadata, oneOf, required, requiredInteger, text } from './request-params.ts';
import { unixNow } from './stripe-objects.ts';

/**
 * The test provider's PaymentIntents at Stripe's paths (create, optionally confirming at once;
 * retrieve; update; confirm; cancel), and the page address where a cardholder answers the
 * authentication a card asks for.
 */
export function registerIntentRoutes(app: Hono, api: ProviderApi): void {
  const { db, box, route, change, keep, paymentMethod, authUrl } = api;

  app.post(
    '/v1/payment_intents',
    route(({ account, params }, c) =>
      change(account, async (tx, pending) => {
        const currency = required(params, 'currency').toLowerCase();
        if (!/^[a-z]{3}$/.test(currency))
          throw invalidParam('currency', `Invalid currency: ${currency}`);
        const customer = text(params, 'customer');
        if (customer !== null)
          await readObject(tx, account.tenantId, customer, { kind: 'customer' });
        const methodId = text(params, 'payment_method');
        const method = methodId === null ? null : await paymentMethod(tx, account, methodId);
        const intent = createIntent(
          {
            amount: requiredInteger(params, 'amount', 1),
            currency,
            customer,
            payment_method: method?.id ?? null,
            description: text(params, 'description'),
            metadata: metadata(params),
            setup_future_usage: oneOf(params, 'setup_future_usage', [
              'on_session',
              'off_session',
            ] as const),
          },
          unixNow(),
        );
        if (!boolean(params, 'confirm') || method === null) {
          await writeObjects(tx, account.tenantId, [intent]);
          return { result: intent };
        }
        const step = confirmIntent(intent, method, unixNow(), authUrl(c, account));
        await keep(tx, account, step, pending);
        return { result: step.intent, ...(step.error ? { error: step.error } : {}) };
      }),
    ),
  );
  app.get(
    '/v1/payment_intents/:id',
    route(({ account }, c) =>
      readObject(db, account.tenantId, c.req.param('id') ?? '', { kind: 'payment_intent' }),
    ),
  );
  // Updating an intent before it is confirmed: here only whether it saves its card, which a
  // card form may change after the form opened ("" unsets it, as at Stripe).
  app.post(
    '/v1/payment_intents/:id',
    route(({ account, params }, c) =>
      change(account, async (tx) => {
        const unknown = Object.keys(params).find((name) => name !== 'setup_future_usage');
        if (unknown !== undefined)
          throw invalidParam(unknown, `Received unknown parameter: ${unknown}`);
        const intent = await readObject(tx, account.tenantId, c.req.param('id') ?? '', {
          kind: 'payment_intent',
          lock: true,
        });
        if (['succeeded', 'canceled', 'processing'].includes(String(intent.status)))
          throw unexpectedState(intent, 'update');
        const updated = {
          ...intent,
          setup_future_usage: oneOf(params, 'setup_future_usage', [
            'on_session',
            'off_session',
          ] as const),
        };
        await writeObjects(tx, account.tenantId, [updated]);
        return { result: updated };
      }),
    ),
  );
  app.post(
    '/v1/payment_intents/:id/confirm',
    route(({ account, params }, c) =>
      change(account, async (tx, pending) => {
        const intent = await readObject(tx, account.tenantId, c.req.param('id') ?? '', {
          kind: 'payment_intent',
          lock: true,
        });
        const methodId = text(params, 'payment_method') ?? (intent.payment_method as string | null);
        if (methodId === null) {
          throw new ProviderError(
            400,
            'invalid_request_error',
            'You cannot confirm this PaymentIntent because it is missing a payment method.',
            {
              code: 'payment_intent_unexpected_state',
              payment_intent: intent,
            },
          );
        }
        const step = confirmIntent(
          intent,
          await paymentMethod(tx, account, methodId),
          unixNow(),
          authUrl(c, account),
        );
        await keep(tx, account, step, pending);
        return { result: step.intent, ...(step.error ? { error: step.error } : {}) };
      }),
    ),
  );
  app.post(
    '/v1/payment_intents/:id/cancel',
    route(({ account, params }, c) =>
      change(account, async (tx, pending) => {
        const intent = await readObject(tx, account.tenantId, c.req.param('id') ?? '', {
          kind: 'payment_intent',
          lock: true,
        });
        const step = cancelIntent(intent, text(params, 'cancellation_reason'), unixNow());
        await keep(tx, account, step, pending);
        return { result: step.intent };
      }),
    ),
  );

  // The authentication a card such as 4000002500003155 asks for: the card form sends the
  // cardholder's answer here (pass or fail), as the bank's page would.
  app.post('/payments/test-provider/authenticate/:tenant/:intent', async (c) => {
    let result;
    try {
      result = parseFormBody(await c.req.text()).result;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      return c.json({ code: error.extra.code, message: error.message }, 400);
    }
    if (result !== 'pass' && result !== 'fail') {
      return c.json({ code: 'invalid_result', message: 'Answer result=pass or result=fail.' }, 400);
    }
    const tenantId = c.req.param('tenant');
    const account = isUuid(tenantId) ? await loadAccount(db, box, tenantId) : null;
    if (account?.provider !== 'test') {
      return c.json(
        { code: 'payment_not_found', message: 'There is no such payment to authenticate.' },
        404,
      );
    }
    try {
      const intent = await change(account, async (tx, pending) => {
        const found = await readObject(tx, tenantId, c.req.param('intent'), {
          kind: 'payment_intent',
          lock: true,
        });
        if (found.status !== 'requires_action') throw unexpectedState(found, 'authenticate');
        const method = await readObject(tx, tenantId, String(found.payment_method), {
          kind: 'payment_method',
        });
        const step = authenticateIntent(found, method, result === 'pass', unixNow());
        await keep(tx, account, step, pending);
        return { result: step.intent };
      });
      return c.json({ id: intent.id, status: intent.status });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      return c.json(
        { code: error.extra.code ?? 'payment_not_found', message: error.message },
        error.status === 404 ? 404 : 409,
      );
    }
  });
}
