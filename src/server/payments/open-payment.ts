import type { Database } from '../db/database.ts';
import type Stripe from 'stripe';
import { isPostgresError } from '../rest/database-error.ts';
import { loadAccount, type OpenAccount } from './payment-accounts.ts';
import { ensureCustomer } from './payment-customers.ts';
import { providerClient } from './provider-client.ts';
import type { SecretBox } from './secret-box.ts';
import type { SendRequest } from './test-provider/webhook-sender.ts';

export interface PaymentRequest {
  tenantId: string;
  clientId: string;
  purpose: 'enrollment' | 'purchase' | 'balance' | 'fee' | 'membership' | 'renewal';
  enrollmentId?: string | null;
  optionId?: string | null;
  /** The fee (its ledger charge) a payment pays: purpose fee, or a renewal's period charge. */
  feeId?: string | null;
  /** The membership a first payment starts (purpose membership) or a renewal renews. */
  subscriptionId?: string | null;
  /**
   * The card is saved for charges without the client (setup_future_usage off_session): a
   * membership's payments always save it, so its renewals can be charged.
   */
  saveCard?: boolean;
  /** Part of the balance (staff charging a saved card); the whole of it when unset. */
  amountMinor?: number;
  /**
   * The provider's idempotency key of this attempt (a renewal's period and attempt): asked
   * again with it, the provider answers the intent it made the first time.
   */
  idempotencyKey?: string;
}

/** What a card form needs to take a payment, and what it is; never a secret key. */
export interface OpenedPayment {
  paymentId: string;
  provider: 'stripe' | 'test';
  providerPaymentId: string;
  clientSecret: string;
  publishableKey: string;
  amountMinor: number;
  currency: string;
  /** The provider's status of the intent: a payment found open again may already be paid. */
  status: string;
}

/** Staff asked for more of the balance than the client owes. */
export class MoreThanOwedError extends Error {
  override name = 'MoreThanOwedError';
  readonly code = 'more_than_owed';
  readonly owedMinor: number;
  constructor(owedMinor: number) {
    super('That is more than the client owes.');
    this.owedMinor = owedMinor;
  }
}

/** What the business's payment account cannot do: answered 409 with the code. */
export class PaymentConflictError extends Error {
  override name = 'PaymentConflictError';
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }

  /** The payments API's answer. */
  get answer() {
    return { status: 409, body: { code: this.code, message: this.message } } as const;
  }
}

export class PaymentsNotConnectedError extends PaymentConflictError {
  override name = 'PaymentsNotConnectedError';
  constructor() {
    super(
      'payments_not_connected',
      'This business takes no online payments: its owner connects Stripe in Settings › Payments.',
    );
  }
}

/**
 * A payment opened through the account the business had before it switched to its current
 * one (another provider, or another Stripe account): the server no longer acts for that
 * account, so it neither goes on with the payment nor refunds it (docs/decisions/0051).
 */
export class PaymentProviderChangedError extends PaymentConflictError {
  override name = 'PaymentProviderChangedError';
  constructor() {
    super(
      'payment_provider_changed',
      "This payment was opened with the business's previous payment account, which it no longer takes payments with: it cannot be continued or refunded to the card here. A refund is made in that account's dashboard, or at the desk.",
    );
  }
}

/** Whether a payment opened at `openedAt` belongs to the account before the business's switch. */
export function openedBeforeSwitch(openedAt: Date, account: Pick<OpenAccount, 'switchedAt'>) {
  return account.switchedAt !== null && openedAt < account.switchedAt;
}

/**
 * Opens a payment at the business's provider for what the database says is due (a place, a
 * pack or pass, or a balance), then records it with what it pays for, so its events can be
 * applied. A place or a fee has at most one payment open: asking again answers the open one,
 * unless the business switched accounts since it was opened (PaymentProviderChangedError). If
 * recording fails, the intent is canceled again so nobody can pay it.
 * Database refusals (nothing_to_pay, option_not_found, …) are thrown as they come.
 */
export async function openPayment(
  db: Database,
  box: SecretBox,
  send: SendRequest,
  request: PaymentRequest,
): Promise<OpenedPayment> {
  const account = await loadAccount(db, box, request.tenantId);
  if (account === null) throw new PaymentsNotConnectedError();
  const args = [
    request.tenantId,
    request.clientId,
    request.purpose,
    request.enrollmentId ?? null,
    request.optionId ?? null,
  ];
  const { rows } = await db.query<{ amount_minor: string | number; currency: string }>(
    'select amount_minor, currency from payments.amount_due($1, $2, $3, $4, $5, $6, $7)',
    [...args, request.feeId ?? null, request.subscriptionId ?? null],
  );
  const due = rows[0];
  if (due === undefined) throw new Error('amount_due answered nothing');
  const owed = Number(due.amount_minor);
  if (request.amountMinor !== undefined && request.amountMinor > owed)
    throw new MoreThanOwedError(owed);
  const amount = request.amountMinor ?? owed;
  const stripe = providerClient(account, send);
  const reuse = () => openPaymentOfPlace(db, stripe, account, request);
  const open = await reuse();
  if (open !== null) return open;
  // Every payment names the client's customer, so the card form may save the card to it.
  const customer = await ensureCustomer(db, stripe, request.tenantId, request.clientId);
  const intent = await stripe.paymentIntents.create(
    {
      amount,
      currency: due.currency.toLowerCase(),
      customer,
      ...(request.saveCard === true ? { setup_future_usage: 'off_session' as const } : {}),
      metadata: {
        tenant_id: request.tenantId,
        client_id: request.clientId,
        purpose: request.purpose,
        ...(request.enrollmentId ? { enrollment_id: request.enrollmentId } : {}),
        ...(request.optionId ? { option_id: request.optionId } : {}),
        ...(request.feeId ? { fee_id: request.feeId } : {}),
        ...(request.subscriptionId ? { subscription_id: request.subscriptionId } : {}),
      },
    },
    request.idempotencyKey === undefined
      ? {}
      : { idempotencyKey: `${request.idempotencyKey}:create` },
  );
  try {
    const opened = await db.query<{ id: string }>(
      'select (payments.open_payment($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)).id',
      [
        ...args,
        intent.id,
        amount,
        due.currency,
        intent.status,
        request.feeId ?? null,
        request.subscriptionId ?? null,
      ],
    );
    return {
      paymentId: opened.rows[0]?.id ?? '',
      provider: account.provider,
      providerPaymentId: intent.id,
      clientSecret: intent.client_secret ?? '',
      publishableKey: account.publishableKey,
      amountMinor: amount,
      currency: due.currency,
      status: intent.status,
    };
  } catch (error) {
    await stripe.paymentIntents.cancel(intent.id).catch(() => undefined);
    // Another request opened the place's (or fee's, or membership's) payment meanwhile
    // (one_per_place, one_per_fee, one_per_joining).
    const raced = isPostgresError(error) && error.code === '23505' ? await reuse() : null;
    if (raced !== null) return raced;
    throw error;
  }
}

/**
 * The payment already open for a place (a second tab, a reload, a double click), a fee or a
 * renewal (a charge retried after its worker stopped) or a membership's first period, its
 * intent read again from the provider so the card form or the worker can go on with it; null
 * when there is none.
 */
async function openPaymentOfPlace(
  db: Database,
  stripe: Stripe,
  account: OpenAccount,
  request: PaymentRequest,
): Promise<OpenedPayment | null> {
  const paidFor = {
    enrollment: request.enrollmentId,
    fee: request.feeId,
    renewal: request.feeId,
    membership: request.subscriptionId,
    purchase: null,
    balance: null,
  }[request.purpose];
  if (paidFor === null || paidFor === undefined) return null;
  const { rows } = await db.query<{ id: string; provider_payment_id: string; created_at: Date }>(
    `select id, provider_payment_id, created_at from payments.provider_payments
     where tenant_id = $1 and (enrollment_id = $2 or fee_id = $2
                               or (purpose = 'membership' and subscription_id = $2))
       and status not in ('canceled', 'succeeded')`,
    [request.tenantId, paidFor],
  );
  const open = rows[0];
  if (open === undefined) return null;
  if (openedBeforeSwitch(open.created_at, account)) throw new PaymentProviderChangedError();
  const intent = await stripe.paymentIntents.retrieve(open.provider_payment_id);
  return {
    paymentId: open.id,
    provider: account.provider,
    providerPaymentId: intent.id,
    clientSecret: intent.client_secret ?? '',
    publishableKey: account.publishableKey,
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    status: intent.status,
  };
}
