import type { Database } from '../db/database.ts';
import { hashPassword } from './passwords/password-hash.ts';
import { insertUser } from './users/user-store.ts';

/** Printed at start and written in README.md: these accounts are for trying the app only. */
export const demoPassword = 'demo-password';

export const demoAccounts = [
  { email: 'owner@demo.test', name: 'Olivia Owner' },
  { email: 'staff@demo.test', name: 'Sam Staff' },
  { email: 'client@demo.test', name: 'Chris Client' },
  { email: 'harbour@demo.test', name: 'Hana Harbour' },
] as const;

/**
 * Creates the confirmed demo accounts when the auth tables have just been created (the first
 * start of a database), so deleting them later does not bring them back on the next start.
 */
export async function createDemoAccounts(db: Database): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (q) => {
    for (const account of demoAccounts) {
      await insertUser(q, {
        email: account.email,
        passwordHash,
        userMetadata: { full_name: account.name },
        confirmed: true,
      });
    }
  });
}
