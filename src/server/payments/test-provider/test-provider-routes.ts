// Longer than most: the test provider's whole API surface (the subset of Stripe's REST API the
// server and the tests call) in one place, each route a few lines over the transitions in
// payment-intents.ts and refunds.ts.
import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { Logger } from 'pino';
import type { Database, Queryable } from '../../db/database.ts';
import { loadAccount, type OpenAccount } from '../payment-accounts.ts';
import type { SecretBox } from '../secret-box.ts';
import { parseFormBody, type FormObject } from './form-body.ts';
import { listObjects, readObject, writeObjects } from './object-store.ts';
import {
  authenticateIntent,
  cancelIntent,
  confirmIntent,
  createIntent,
  unexpectedState,
  type Transition,
} from './payment-intents.ts';
import { ProviderError, invalidParam } from './provider-error.ts';
import { refundCharge } from './refunds.ts';
import { boolean, integer, metadata, nested, oneOf, required, text } from './request-params.ts';
import {
  customerObject,
  newId,
  paymentMethodObject,
  publicPaymentMethod,
  unixNow,
  type StripeObject,
} from './stripe-objects.ts';
import { testPaymentMethodIds } from './test-cards.ts';
import { tenantOfTestKey } from './test-keys.ts';
import type { WebhookSender } from './webhook-sender.ts';

export interface TestProviderServices {
  db: Database;
  box: SecretBox;
  webhooks: WebhookSender;
  logger: Logger;
}

type Call = { account: OpenAccount; params: FormObject };

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The page address where a cardholder passes or fails the authentication a card asks for. */
export const authenticationPath = (tenantId: string, intentId: string) =>
  `/payments/test-provider/authenticate/${tenantId}/${intentId}`;

/**
 * The embedded test payment provider (issue 20, point 5): Stripe's REST API at Stripe's paths
 * (`/v1/...`, so the stripe SDK reaches it with only `host`, `port` and `protocol`), answering
 * for businesses connected to provider `test` by their own secret key. Form-encoded bodies,
 * Stripe's objects and error shape, test cards, and webhooks signed as Stripe signs them.
 */
export function registerTestProviderRoutes(app: Hono, services: TestProviderServices): void {
  const { db, box, webhooks, logger } = services;

  async function authenticate(c: Context): Promise<OpenAccount> {
    const key = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    const tenantId = tenantOfTestKey(key);
    const account = tenantId === null ? null : await loadAccount(db, box, tenantId);
    if (account?.provider !== 'test' || !same(account.secretKey, key)) {
      throw new ProviderError(
        401,
        'authentication_error',
        key === ''
          ? 'You did not provide an API key. Provide it in the Authorization header as a bearer token (Authorization: Bearer YOUR_SECRET_KEY).'
          : `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(8)}${key.slice(-4)}`,
        { code: 'api_key_invalid' },
      );
    }
    return account;
  }

  async function paramsOf(c: Context): Promise<FormObject> {
    const source = c.req.method === 'GET' ? new URL(c.req.url).search.slice(1) : await c.req.text();
    const params = parseFormBody(source);
    if (params === null) {
      throw new ProviderError(
        400,
        'invalid_request_error',
        'Invalid request: the parameters nest inconsistently.',
        {
          code: 'parameter_invalid',
        },
      );
    }
    return params;
  }

  const answer = (c: Context, status: number, body: unknown) =>
    c.json(body, status as 200, {
      'Request-Id': newId('req'),
      'Stripe-Version': String(c.req.header('Stripe-Version') ?? ''),
    });

  /** Runs one API call: authentication, parameters, and Stripe's error shape for any refusal. */
  const route =
    (handler: (call: Call, c: Context) => Promise<StripeObject | Record<string, unknown>>) =>
    async (c: Context) => {
      try {
        const account = await authenticate(c);
        return answer(c, 200, await handler({ account, params: await paramsOf(c) }, c));
      } catch (error) {
        if (error instanceof ProviderError) return answer(c, error.status, error.toJSON());
        logger.error({ err: error }, 'test provider failed');
        return answer(c, 500, {
          error: { type: 'api_error', message: 'The test provider failed.' },
        });
      }
    };

  /** Keeps a transition's objects and sends its events; a card error is answered after. */
  async function keep(
    tx: Queryable,
    account: OpenAccount,
    step: Transition,
    pending: StripeObject[][],
  ) {
    await writeObjects(tx, account.tenantId, [
      step.intent,
      ...(step.charge ? [step.charge] : []),
      ...step.events,
    ]);
    pending.push(step.events);
  }

  /** Runs a change in one transaction, then delivers its events, then answers or refuses. */
  async function change(
    account: OpenAccount,
    fn: (
      tx: Queryable,
      pending: StripeObject[][],
    ) => Promise<{ result: StripeObject; error?: ProviderError }>,
  ): Promise<StripeObject> {
    const pending: StripeObject[][] = [];
    const { result, error } = await db.transaction((tx) => fn(tx, pending));
    webhooks.deliver(account.tenantId, account.webhookSecret, pending.flat());
    if (error) throw error;
    return result;
  }

  /** A payment method by id: one made earlier, or one of Stripe's test ids (pm_card_visa). */
  async function paymentMethod(
    tx: Queryable,
    account: OpenAccount,
    id: string,
  ): Promise<StripeObject> {
    const number = testPaymentMethodIds[id];
    if (number === undefined)
      return readObject(tx, account.tenantId, id, { kind: 'payment_method' });
    const made = paymentMethodObject(
      {
        number,
        brand: number.startsWith('5') ? 'mastercard' : 'visa',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
      },
      unixNow(),
    );
    await writeObjects(tx, account.tenantId, [made]);
    return made;
  }

  const authUrl = (c: Context, account: OpenAccount) => (intentId: string) =>
    new URL(authenticationPath(account.tenantId, intentId), c.req.url).toString();

  app.post(
    '/v1/customers',
    route(async ({ account, params }) => {
      const customer = customerObject(
        {
          email: text(params, 'email') ?? undefined,
          name: text(params, 'name') ?? undefined,
          metadata: metadata(params),
        },
        unixNow(),
      );
      await writeObjects(db, account.tenantId, [customer]);
      return customer;
    }),
  );
  app.get(
    '/v1/customers/:id',
    route(({ account }, c) =>
      readObject(db, account.tenantId, c.req.param('id') ?? '', { kind: 'customer' }),
    ),
  );

  app.post(
    '/v1/payment_methods',
    route(async ({ account, params }) => {
      if (text(params, 'type') !== 'card')
        throw invalidParam('type', 'The test provider makes card payment methods only: type=card.');
      const card = nested(params, 'card');
      const number = required(card, 'number').replace(/[\s-]/g, '');
      if (!/^\d{12,19}$/.test(number))
        throw invalidParam('card[number]', 'Your card number is incorrect.');
      const expMonth = integer(card, 'exp_month', 1, 12);
      const expYear = integer(card, 'exp_year', 2000, 2100);
      if (expMonth === null || expYear === null)
        throw invalidParam('card[exp_month]', 'Your card has no expiry date.');
      const now = new Date();
      if (
        expYear < now.getUTCFullYear() ||
        (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
      ) {
        throw new ProviderError(402, 'card_error', "Your card's expiration year is invalid.", {
          code: 'invalid_expiry_year',
          param: 'exp_year',
        });
      }
      const brand = number.startsWith('4')
        ? 'visa'
        : number.startsWith('5')
          ? 'mastercard'
          : 'unknown';
      const method = paymentMethodObject(
        { number, brand, exp_month: expMonth, exp_year: expYear },
        unixNow(),
      );
      await writeObjects(db, account.tenantId, [method]);
      return publicPaymentMethod(method);
    }),
  );
  app.get(
    '/v1/payment_methods/:id',
    route(async ({ account }, c) =>
      publicPaymentMethod(
        await readObject(db, account.tenantId, c.req.param('id') ?? '', { kind: 'payment_method' }),
      ),
    ),
  );
  app.post(
    '/v1/payment_methods/:id/attach',
    route(({ account, params }, c) =>
      db.transaction(async (tx) => {
        const customer = await readObject(tx, account.tenantId, required(params, 'customer'), {
          kind: 'customer',
        });
        const method = await readObject(tx, account.tenantId, c.req.param('id') ?? '', {
          kind: 'payment_method',
          lock: true,
        });
        const attached = { ...method, customer: customer.id };
        await writeObjects(tx, account.tenantId, [attached]);
        return publicPaymentMethod(attached);
      }),
    ),
  );

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
            amount:
              integer(params, 'amount', 1) ??
              (() => {
                throw invalidParam('amount', 'Missing required param: amount.');
              })(),
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

  app.post(
    '/v1/refunds',
    route(({ account, params }) =>
      change(account, async (tx, pending) => {
        let chargeId = text(params, 'charge');
        const intentId = text(params, 'payment_intent');
        if (chargeId === null && intentId !== null) {
          const intent = await readObject(tx, account.tenantId, intentId, {
            kind: 'payment_intent',
          });
          chargeId = intent.latest_charge as string | null;
          if (chargeId === null || intent.status !== 'succeeded') {
            throw new ProviderError(
              400,
              'invalid_request_error',
              `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
              { code: 'charge_not_refundable' },
            );
          }
        }
        if (chargeId === null)
          throw invalidParam('payment_intent', 'Name the payment_intent or the charge to refund.');
        const charge = await readObject(tx, account.tenantId, chargeId, {
          kind: 'charge',
          lock: true,
        });
        const step = refundCharge(
          charge,
          integer(params, 'amount', 1),
          oneOf(params, 'reason', ['duplicate', 'fraudulent', 'requested_by_customer'] as const),
          metadata(params),
          unixNow(),
        );
        await writeObjects(tx, account.tenantId, [step.refund, step.charge, ...step.events]);
        pending.push(step.events);
        return { result: step.refund };
      }),
    ),
  );
  app.get(
    '/v1/refunds/:id',
    route(({ account }, c) =>
      readObject(db, account.tenantId, c.req.param('id') ?? '', { kind: 'refund' }),
    ),
  );
  app.get(
    '/v1/charges/:id',
    route(({ account }, c) =>
      readObject(db, account.tenantId, c.req.param('id') ?? '', { kind: 'charge' }),
    ),
  );
  app.get(
    '/v1/events/:id',
    route(({ account }, c) =>
      readObject(db, account.tenantId, c.req.param('id') ?? '', { kind: 'event' }),
    ),
  );
  app.get(
    '/v1/events',
    route(async ({ account, params }) => {
      const limit = integer(params, 'limit', 1, 100) ?? 10;
      const type = text(params, 'type');
      const events = (await listObjects(db, account.tenantId, 'event', 100))
        .filter((event) => type === null || event.type === type)
        .slice(0, limit);
      return { object: 'list', url: '/v1/events', has_more: false, data: events };
    }),
  );

  // Every other Stripe path: Stripe's own answer to a URL it does not know.
  app.all('/v1/*', (c) =>
    answer(c, 404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${c.req.method}: ${new URL(c.req.url).pathname}). The embedded test provider speaks only the part of Stripe's API this product uses.`,
      },
    }),
  );

  // The authentication a card such as 4000002500003155 asks for: the card form sends the
  // cardholder's answer here (pass or fail), as the bank's page would.
  app.post('/payments/test-provider/authenticate/:tenant/:intent', async (c) => {
    const body = parseFormBody(await c.req.text()) ?? {};
    const result = body.result;
    if (result !== 'pass' && result !== 'fail') {
      return c.json({ code: 'invalid_result', message: 'Answer result=pass or result=fail.' }, 400);
    }
    const tenantId = c.req.param('tenant');
    const account = /^[0-9a-f-]{36}$/.test(tenantId) ? await loadAccount(db, box, tenantId) : null;
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
