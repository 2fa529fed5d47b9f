import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database.ts';

const seedFile = fileURLToPath(new URL('../../../db/seed/demo-businesses.sql', import.meta.url));

/**
 * Sunrise Yoga and Harbour Pilates with their staff, timetables, clients, places and money,
 * owned by the demo accounts (which must exist). All or nothing, in one transaction.
 */
export async function createDemoBusinesses(db: Database): Promise<void> {
  const seed = fs.readFileSync(seedFile, 'utf8');
  await db.transaction((tx) => tx.exec(seed));
}
