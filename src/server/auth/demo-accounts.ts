import type { Database } from '../db/database.ts';
import { hashPassword, verifyPassword } from './passwords/password-hash.ts';
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

// A lock is a ban of a hundred years (as an admin's ban_duration "876000h" would be); anything
// past ninety is taken for one of ours.
const lockedFor = "interval '100 years'";
const lockedAfter = "interval '90 years'";

/**
 * Locks (or unlocks) the demo accounts that still have the published password, so that it
 * opens nothing on a server without the demo: a database made by a trial keeps its accounts
 * when it is later served where others reach it. A lock ends their sessions too (a ban).
 * Returns the addresses it changed; accounts given another password are left alone.
 */
export async function lockDemoAccounts(db: Database, lock: boolean): Promise<string[]> {
  const { rows } = await db.query<{ id: string; email: string; encrypted_password: string }>(
    `select id, email, encrypted_password from auth.users
      where email = any($1::text[]) and encrypted_password is not null
        and (banned_until is not null and banned_until > now() + ${lockedAfter}) = $2`,
    [demoAccounts.map((account) => account.email), !lock],
  );
  const changed: string[] = [];
  for (const row of rows) {
    if (!(await verifyPassword(demoPassword, row.encrypted_password))) continue;
    await db.query(
      `update auth.users set banned_until = ${lock ? `now() + ${lockedFor}` : 'null'} where id = $1`,
      [row.id],
    );
    changed.push(row.email);
  }
  return changed;
}
