import type { Logger } from 'pino';
import { lockDemoAccounts } from './auth/demo-accounts.ts';
import type { Database } from './db/database.ts';
import type { DeveloperTools } from './developer-tools.ts';

/**
 * What an earlier start with a developer tool left in the database, put away by a start
 * without it (docs/decisions/0048): a trial's data directory served where others reach it
 * keeps no open door. The demo accounts still on the published password are locked (and
 * unlocked by a start with the demo), and the businesses connected to the test card provider
 * are disconnected.
 */
export async function putAwayDeveloperTools(
  db: Database,
  tools: DeveloperTools,
  logger: Logger,
): Promise<void> {
  const changed = await lockDemoAccounts(db, !tools.demo);
  if (changed.length > 0) {
    logger.warn(
      { accounts: changed },
      tools.demo ? 'demo accounts unlocked' : 'demo accounts locked: the demo is off',
    );
  }
  if (tools.testProvider) return;
  const { rows } = await db.query<{ tenant_id: string }>(
    'select payments.disconnect_test_provider() as tenant_id',
  );
  if (rows.length > 0) {
    logger.warn(
      { businesses: rows.map((row) => row.tenant_id) },
      'businesses disconnected from the test card provider: it is off',
    );
  }
}
