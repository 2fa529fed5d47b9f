import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { secretContext, SecretBoxError, type SecretBox } from './secret-box.ts';

/** The sealed columns of payments.accounts, and what each holds (its associated data). */
const sealedColumns = [
  ['secret_key_sealed', 'secret_key'],
  ['webhook_secret_sealed', 'webhook_secret'],
  // Moved from webhook_secret_sealed by a switch of account (decision 0051).
  ['previous_webhook_secret_sealed', 'webhook_secret'],
] as const;

type SealedRow = { tenant_id: string } & Record<
  (typeof sealedColumns)[number][0],
  Uint8Array | null
>;

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
  const names = sealedColumns.map(([column]) => column);
  const { rows } = await db.query<SealedRow>(
    `select tenant_id, ${names.join(', ')} from payments.accounts`,
  );
  const resealed: string[] = [];
  const unreadable: string[] = [];
  for (const row of rows) {
    let sealedAgain: (Buffer | null)[];
    try {
      sealedAgain = sealedColumns.map(([column, name]) => {
        const sealed = row[column];
        return sealed === null ? null : box.resealed(sealed, secretContext(row.tenant_id, name));
      });
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      unreadable.push(row.tenant_id);
      continue;
    }
    if (sealedAgain.every((sealed) => sealed === null)) continue;
    const was = names.map((column) => row[column]);
    const { affectedRows } = await db.query(
      `update payments.accounts
       set ${names.map((column, i) => `${column} = $${i + 2 + names.length}`).join(', ')},
           updated_at = now()
       where tenant_id = $1
         and ${names.map((column, i) => `${column} is not distinct from $${i + 2}`).join(' and ')}`,
      [row.tenant_id, ...was, ...sealedAgain.map((sealed, i) => sealed ?? was[i])],
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
