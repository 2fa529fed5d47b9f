import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { Database, Queryable } from '../../db/database.ts';
import { loadAccount, type OpenAccount } from '../payment-accounts.ts';
import type { SecretBox } from '../secret-box.ts';
import { parseFormBody, type FormObject } from './form-body.ts';
import { readObject, writeObjects } from './object-store.ts';
import type { Transition } from './payment-intents.ts';
import { ProviderError, refusalOf } from './provider-error.ts';
import { newId, paymentMethodObject, unixNow, type StripeObject } from './stripe-objects.ts';
import { testPaymentMethodIds } from './test-cards.ts';
import { tenantOfTestKey } from './test-keys.ts';
import type { WebhookSender } from './webhook-sender.ts';

export interface TestProviderServices {
  db: Database;
  box: SecretBox;
  webhooks: WebhookSender;
  logger: Logger;
}

export type Call = { account: OpenAccount; params: FormObject };
export type Pending = StripeObject[][];

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The page address where a cardholder passes or fails the authentication a card asks for. */
export const authenticationPath = (tenantId: string, intentId: string) =>
  `/payments/test-provider/authenticate/${tenantId}/${intentId}`;

/**
 * What every test provider route shares: Stripe's authentication by secret key, its
 * form-encoded parameters, its answers and error shape, and changes made in one transaction
 * whose events are delivered once it commits.
 */
export function providerApi(services: TestProviderServices) {
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
    return parseFormBody(
      c.req.method === 'GET' ? new URL(c.req.url).search.slice(1) : await c.req.text(),
    );
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
        const refused = refusalOf(error);
        if (refused) return answer(c, refused.status, refused.toJSON());
        logger.error({ err: error }, 'test provider failed');
        return answer(c, 500, {
          error: { type: 'api_error', message: 'The test provider failed.' },
        });
      }
    };

  /** Keeps a transition's objects and sends its events; a card error is answered after. */
  async function keep(tx: Queryable, account: OpenAccount, step: Transition, pending: Pending) {
    await writeObjects(tx, account.tenantId, [
      step.intent,
      ...(step.charge ? [step.charge] : []),
      ...(step.method ? [step.method] : []),
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

  return { db, box, paramsOf, answer, route, keep, change, paymentMethod, authUrl };
}

export type ProviderApi = ReturnType<typeof providerApi>;
