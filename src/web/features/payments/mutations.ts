import type { Supabase } from '@/supabase';
import { dataOf } from '../data/data-error';
import { paymentLists, type PaymentKind, type PaymentWay } from './payment-kinds';

/** What an owner connects: the embedded test provider, or the business's own Stripe keys. */
export type PaymentConnection =
  | { provider: 'test' }
  | { provider: 'stripe'; secret_key: string; publishable_key: string; webhook_secret: string };

/**
 * Connects the business to its provider through the server (POST /payments/v1/accounts), which
 * seals the secrets (docs/decisions/0037): they never come back to a browser. Answers the path
 * of the business's webhook endpoint, for its Stripe dashboard.
 */
export async function connectPayments(
  supabase: Supabase,
  apiUrl: string,
  tenantId: string,
  connection: PaymentConnection,
): Promise<{ webhook_path: string }> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (token === undefined) throw new Error('Sign in again to connect payments.');
  const response = await fetch(`${apiUrl}/payments/v1/accounts/${tenantId}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(connection),
  });
  const answer = (await response.json().catch(() => null)) as {
    message?: string;
    webhook_path?: string;
  } | null;
  if (!response.ok || answer?.webhook_path === undefined) {
    throw new Error(answer?.message ?? `The server answered ${response.status}.`);
  }
  return { webhook_path: answer.webhook_path };
}

/** Which kinds clients must pay online, and whether fees may go to a saved card (owners). */
export async function savePaymentOptions(
  supabase: Supabase,
  tenantId: string,
  ways: Record<PaymentKind, PaymentWay>,
  feesToSavedCard: boolean,
): Promise<void> {
  await dataOf(
    supabase.rpc('set_payment_options', {
      tenant_id: tenantId,
      ...paymentLists(ways),
      fees_to_saved_card: feesToSavedCard,
    }),
  );
}
