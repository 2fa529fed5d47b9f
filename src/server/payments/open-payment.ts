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
  purpose: 'enrollment' | 'purchase' | 'balance';
  enrollmentId?: string | null;
  optionId?: string | null;
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
}

export class PaymentsNotConnectedError extends Error {
  override name = 'PaymentsNotConnectedError';
  readonly code = 'payments_not_connected';
  constructor() {
    super(
      'This business takes no online payments: its owner connects Stripe in Settings › Payments.',
    );
  }
}

/**
 * Opens a payment at the business's provider for what the database says is due (a place, a
 * pack or pass, or a balance), then records it with what it pays for, so its events can be
 * applied. A place has at most one payment open: asking again answers the open one. If
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
    'select amount_minor, currency from payments.amount_due($1, $2, $3, $4, $5)',
    args,
  );
  const due = rows[0];
  if (due === undefined) throw new Error('amount_due answered nothing');
  const amount = Number(due.amount_minor);
  const stripe = providerClient(account, send);
  const reuse = () => openPaymentOfPlace(db, stripe, account, request);
  const open = await reuse();
  if (open !== null) return open;
  // Every payment names the client's customer, so the card form may save the card to it.
  const customer = await ensureCustomer(db, stripe, request.tenantId, request.clientId);
  const intent = await stripe.paymentIntents.create({
    amount,
    currency: due.currency.toLowerCase(),
    customer,
    metadata: {
      tenant_id: request.tenantId,
      client_id: request.clientId,
      purpose: request.purpose,
      ...(request.enrollmentId ? { enrollment_id: request.enrollmentId } : {}),
      ...(request.optionId ? { option_id: request.optionId } : {}),
    },
  });
  try {
    const opened = await db.query<{ id: string }>(
      'select (payments.open_payment($1, $2, $3, $4, $5, $6, $7, $8, $9)).id',
      [...args, intent.id, amount, due.currency, intent.status],
    );
    return {
      paymentId: opened.rows[0]?.id ?? '',
      provider: account.provider,
      providerPaymentId: intent.id,
      clientSecret: intent.client_secret ?? '',
      publishableKey: account.publishableKey,
      amountMinor: amount,
      currency: due.currency,
    };
  } catch (error) {
    await stripe.paymentIntents.cancel(intent.id).catch(() => undefined);
    // Another request opened the place's payment meanwhile (provider_payments_one_per_place).
    const raced = isPostgresError(error) && error.code === '23505' ? await reuse() : null;
    if (raced !== null) return raced;
    throw error;
  }
}

/**
 * The payment already open for a place (a second tab, a reload, a double click), its intent
 * read again from the provider so the card form can go on with it; null when there is none.
 */
async function openPaymentOfPlace(
  db: Database,
  stripe: Stripe,
  account: OpenAccount,
  request: PaymentRequest,
): Promise<OpenedPayment | null> {
  if (request.purpose !== 'enrollment') return null;
  const { rows } = await db.query<{ id: string; provider_payment_id: string }>(
    `select id, provider_payment_id from payments.provider_payments
     where tenant_id = $1 and enrollment_id = $2 and status not in ('canceled', 'succeeded')`,
    [request.tenantId, request.enrollmentId],
  );
  const open = rows[0];
  if (open === undefined) return null;
  const intent = await stripe.paymentIntents.retrieve(open.provider_payment_id);
  return {
    paymentId: open.id,
    provider: account.provider,
    providerPaymentId: intent.id,
    clientSecret: intent.client_secret ?? '',
    publishableKey: account.publishableKey,
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
  };
}
