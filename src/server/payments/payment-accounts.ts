import type { Queryable } from '../db/database.ts';
import type { AccountInput } from './account-input.ts';
import { secretContext, type SecretBox } from './secret-box.ts';
import { newTestKeys } from './test-provider/test-keys.ts';

/** A business's payment account with its secrets opened: for the server's use only. */
export interface OpenAccount {
  tenantId: string;
  provider: 'stripe' | 'test';
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
  /** When the business last switched to this account from another; null if it never did. */
  switchedAt: Date | null;
  /** The account before's webhook signing secret, for 72 hours after a switch (decision 0051). */
  previousWebhookSecret: string | null;
}

/** The account of a business, its secrets opened with the server's key; null when none. */
export async function loadAccount(
  db: Queryable,
  box: SecretBox,
  tenantId: string,
): Promise<OpenAccount | null> {
  const { rows } = await db.query<{
    provider: 'stripe' | 'test';
    publishable_key: string;
    secret_key_sealed: Uint8Array;
    webhook_secret_sealed: Uint8Array;
    switched_at: Date | null;
    previous_webhook_secret_sealed: Uint8Array | null;
  }>('select * from payments.account_secrets($1)', [tenantId]);
  const row = rows[0];
  if (row === undefined) return null;
  const webhookContext = secretContext(tenantId, 'webhook_secret');
  return {
    tenantId,
    provider: row.provider,
    publishableKey: row.publishable_key,
    secretKey: box.open(row.secret_key_sealed, secretContext(tenantId, 'secret_key')),
    webhookSecret: box.open(row.webhook_secret_sealed, webhookContext),
    switchedAt: row.switched_at,
    // Moved from webhook_secret_sealed by the switch, so sealed as a webhook secret.
    previousWebhookSecret:
      row.previous_webhook_secret_sealed === null
        ? null
        : box.open(row.previous_webhook_secret_sealed, webhookContext),
  };
}

/**
 * Connects a business: the test provider gets keys of its own, Stripe the business's. The
 * secrets are sealed here; the database sees only ciphertext. Returns what may be shown.
 */
export async function saveAccount(
  db: Queryable,
  box: SecretBox,
  tenantId: string,
  input: AccountInput,
): Promise<{ provider: 'stripe' | 'test'; publishableKey: string }> {
  const keys =
    input.provider === 'test'
      ? newTestKeys(tenantId)
      : {
          publishableKey: input.publishable_key,
          secretKey: input.secret_key,
          webhookSecret: input.webhook_secret,
        };
  await db.query('select payments.save_account($1, $2, $3, $4, $5)', [
    tenantId,
    input.provider,
    keys.publishableKey,
    box.seal(keys.secretKey, secretContext(tenantId, 'secret_key')),
    box.seal(keys.webhookSecret, secretContext(tenantId, 'webhook_secret')),
  ]);
  return { provider: input.provider, publishableKey: keys.publishableKey };
}
