import type { Context, Hono, Next } from 'hono';
import type { Queryable } from '../../db/database.ts';
import type { FormObject } from './form-body.ts';
import { loadAccount, type OpenAccount } from '../payment-accounts.ts';
import { cardMethod } from './card-method.ts';
import { readObject, writeObjects } from './object-store.ts';
import { confirmIntent } from './payment-intents.ts';
import { confirmSetupIntent } from './setup-intents.ts';
import { ProviderError, refusalOf } from './provider-error.ts';
import type { ProviderApi } from './provider-api.ts';
import { nested, oneOf, required, text } from './request-params.ts';
import { publicPaymentMethod, unixNow, type StripeObject } from './stripe-objects.ts';
import { testPaymentMethodIds } from './test-cards.ts';
import { tenantOfPublishableKey } from './test-keys.ts';

// What a browser may do at the test provider with the business's publishable key, as
// Stripe.js does at Stripe (docs/decisions/0040): read a PaymentIntent or a SetupIntent and
// confirm it with the card the person typed, both only with the intent's client_secret. Nothing else: creating,
// canceling or refunding takes the secret key, which never reaches a browser.

/** The intent as a publishable key may see it: no metadata, customer or card number. */
export function browserIntent(intent: StripeObject): StripeObject {
  const error = intent.last_payment_error as Record<string, unknown> | null;
  const method = error?.payment_method as StripeObject | undefined;
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    client_secret: intent.client_secret,
    created: intent.created,
    canceled_at: intent.canceled_at,
    cancellation_reason: intent.cancellation_reason,
    description: intent.description,
    livemode: false,
    next_action: intent.next_action,
    payment_method: intent.payment_method,
    payment_method_types: intent.payment_method_types,
    setup_future_usage: intent.setup_future_usage,
    last_payment_error:
      error === null || error === undefined
        ? null
        : { ...error, payment_method: method ? publicPaymentMethod(method) : null },
  };
}

/** A SetupIntent as a publishable key may see it: no metadata, customer or card number. */
export function browserSetupIntent(intent: StripeObject): StripeObject {
  const error = intent.last_setup_error as Record<string, unknown> | null;
  const method = error?.payment_method as StripeObject | undefined;
  return {
    id: intent.id,
    object: 'setup_intent',
    status: intent.status,
    client_secret: intent.client_secret,
    created: intent.created,
    usage: intent.usage,
    livemode: false,
    next_action: intent.next_action,
    payment_method: intent.payment_method,
    payment_method_types: intent.payment_method_types,
    last_setup_error:
      error === null || error === undefined
        ? null
        : { ...error, payment_method: method ? publicPaymentMethod(method) : null },
  };
}

const keyOf = (c: Context, params: FormObject) => {
  const header = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  const key = header ?? params.key;
  return typeof key === 'string' ? key : '';
};

function secretMatches(intent: StripeObject, params: FormObject): void {
  if (text(params, 'client_secret') !== intent.client_secret) {
    const setup = intent.object === 'setup_intent';
    throw new ProviderError(
      400,
      'invalid_request_error',
      `The client_secret provided does not match any associated ${setup ? 'SetupIntent' : 'PaymentIntent'} on this account.`,
      {
        code: setup ? 'setup_intent_invalid_parameter' : 'payment_intent_invalid_parameter',
        param: 'client_secret',
      },
    );
  }
}

/**
 * The card a browser confirms with: the one the person typed (`payment_method_data[card]`),
 * kept, or one of Stripe's ready-made test methods (a saved card is charged by the server).
 */
async function browserMethod(
  api: ProviderApi,
  tx: Queryable,
  account: OpenAccount,
  params: FormObject,
): Promise<StripeObject> {
  const data = nested(params, 'payment_method_data');
  if (Object.keys(data).length > 0) {
    if (text(data, 'type') !== 'card') {
      throw new ProviderError(400, 'invalid_request_error', 'Only cards: type=card.', {
        code: 'parameter_invalid',
        param: 'payment_method_data[type]',
      });
    }
    const billing = nested(data, 'billing_details');
    const method = cardMethod(nested(data, 'card'), text(billing, 'name'), new Date(), unixNow());
    await writeObjects(tx, account.tenantId, [method]);
    return method;
  }
  const id = required(params, 'payment_method');
  if (testPaymentMethodIds[id] === undefined) {
    throw new ProviderError(400, 'invalid_request_error', `No such PaymentMethod: '${id}'`, {
      code: 'resource_missing',
      param: 'payment_method',
    });
  }
  return api.paymentMethod(tx, account, id);
}

export function registerBrowserRoutes(app: Hono, api: ProviderApi): void {
  const { db, box, paramsOf, answer, keep, change, authUrl } = api;

  /** A refusal in Stripe's shape, with any intent in it as a publishable key may see it. */
  const refuse = (c: Context, error: unknown) => {
    const refused = refusalOf(error);
    if (refused === undefined) throw error;
    const intent = refused.extra.payment_intent as StripeObject | undefined;
    const setup = refused.extra.setup_intent as StripeObject | undefined;
    const shown = {
      ...refused.extra,
      ...(intent ? { payment_intent: browserIntent(intent) } : {}),
      ...(setup ? { setup_intent: browserSetupIntent(setup) } : {}),
    };
    return answer(c, refused.status, {
      error: { type: refused.type, message: refused.message, ...shown },
    });
  };

  /**
   * Runs a browser's call when it comes with a publishable key; any other key goes on to the
   * secret-key routes registered after these. The key may be a parameter, so the parameters
   * are read first, and a body that is refused is refused here, whoever sent it.
   */
  const browser =
    (
      handler: (account: OpenAccount, params: FormObject, c: Context) => Promise<StripeObject>,
      shown: (intent: StripeObject) => StripeObject = browserIntent,
    ) =>
    async (c: Context, next: Next) => {
      let params: FormObject;
      try {
        params = await paramsOf(c);
      } catch (error) {
        return refuse(c, error);
      }
      const key = keyOf(c, params);
      if (!key.startsWith('pk_')) return next();
      try {
        const tenantId = tenantOfPublishableKey(key);
        const account = tenantId === null ? null : await loadAccount(db, box, tenantId);
        if (account?.provider !== 'test' || account.publishableKey !== key) {
          throw new ProviderError(
            401,
            'authentication_error',
            `Invalid API Key provided: ${key.slice(0, 12)}…`,
            { code: 'api_key_invalid' },
          );
        }
        return answer(c, 200, shown(await handler(account, params, c)));
      } catch (error) {
        return refuse(c, error);
      }
    };

  app.get(
    '/v1/payment_intents/:id',
    browser(async (account, params, c) => {
      const intent = await readObject(db, account.tenantId, c.req.param('id') ?? '', {
        kind: 'payment_intent',
      });
      secretMatches(intent, params);
      return intent;
    }),
  );

  app.post(
    '/v1/payment_intents/:id/confirm',
    browser((account, params, c) =>
      change(account, async (tx, pending) => {
        const intent = await readObject(tx, account.tenantId, c.req.param('id') ?? '', {
          kind: 'payment_intent',
          lock: true,
        });
        secretMatches(intent, params);
        const method = await browserMethod(api, tx, account, params);
        const asked = oneOf(params, 'setup_future_usage', ['on_session', 'off_session'] as const);
        // Saving a card needs a customer to keep it for: the server opens such intents.
        const saving =
          asked !== null && intent.customer !== null ? asked : intent.setup_future_usage;
        const step = confirmIntent(
          { ...intent, setup_future_usage: saving },
          method,
          unixNow(),
          authUrl(c, account),
        );
        await keep(tx, account, step, pending);
        return { result: step.intent, ...(step.error ? { error: step.error } : {}) };
      }),
    ),
  );

  app.get(
    '/v1/setup_intents/:id',
    browser(async (account, params, c) => {
      const intent = await readObject(db, account.tenantId, c.req.param('id') ?? '', {
        kind: 'setup_intent',
      });
      secretMatches(intent, params);
      return intent;
    }, browserSetupIntent),
  );

  app.post(
    '/v1/setup_intents/:id/confirm',
    browser(
      (account, params, c) =>
        change(account, async (tx, pending) => {
          const intent = await readObject(tx, account.tenantId, c.req.param('id') ?? '', {
            kind: 'setup_intent',
            lock: true,
          });
          secretMatches(intent, params);
          const method = await browserMethod(api, tx, account, params);
          const step = confirmSetupIntent(intent, method, unixNow());
          await keep(tx, account, step, pending);
          return { result: step.intent, ...(step.error ? { error: step.error } : {}) };
        }),
      browserSetupIntent,
    ),
  );
}
