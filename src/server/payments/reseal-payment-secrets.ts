import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { secretContext, SecretBoxError, type SecretBox } from './secret-box.ts';

/**
 * Seals again under the current payments key every business's secrets that only a previous key
 * opens, so that after one start the previous keys are needed no more (docs/decisions/0050).
 * Done at start rather than when a secret is next opened: a business that takes no payment for
 * months would otherwise keep an old key in use, and nobody could tell when it may go. A row is
 * replaced only if it still holds what was read, so an owner connecting meanwhile wins. Logs
 * the businesses sealed again, and those whose secrets no key opens (their owners connect again).
 */
export async function resealPaymentSecrets(
  db: Database,
  box: SecretBox,
  logger: Logger,
): Promise<void> {
  const { rows } = await db.query<{
    tenant_id: string;
    secret_key_sealed: Uint8Array;
    webhook_secret_sealed: Uint8Array;
  }>('select tenant_id, secret_key_sealed, webhook_secret_sealed from payments.accounts');
  const resealed: string[] = [];
  const unreadable: string[] = [];
  for (const row of rows) {
    let secretKey: Buffer | null;
    let webhookSecret: Buffer | null;
    try {
      secretKey = box.resealed(row.secret_key_sealed, secretContext(row.tenant_id, 'secret_key'));
      webhookSecret = box.resealed(
        row.webhook_secret_sealed,
        secretContext(row.tenant_id, 'webhook_secret'),
      );
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      unreadable.push(row.tenant_id);
      continue;
    }
    if (secretKey === null && webhookSecret === null) continue;
    const { affectedRows } = await db.query(
      `update payments.accounts
       set secret_key_sealed = $4, webhook_secret_sealed = $5, updated_at = now()
       where tenant_id = $1 and secret_key_sealed = $2 and webhook_secret_sealed = $3`,
      [
        row.tenant_id,
        row.secret_key_sealed,
        row.webhook_secret_sealed,
        secretKey ?? row.secret_key_sealed,
        webhookSecret ?? row.webhook_secret_sealed,
      ],
    );
    if (affectedRows > 0) resealed.push(row.tenant_id);
  }
  if (resealed.length > 0) {
    logger.info({ tenants: resealed }, 'payment secrets sealed again with the current key');
  }
  if (unreadable.length > 0) {
    logger.warn(
      { tenants: unreadable },
      'payment secrets no payments key opens: their owners connect their provider again',
    );
  }
}
