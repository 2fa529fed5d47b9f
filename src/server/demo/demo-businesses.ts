import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database.ts';

// The helpers that act as the demo accounts and write the past, then the two businesses.
const seedFiles = ['demo-history.sql', 'demo-businesses.sql'].map((name) =>
  fileURLToPath(new URL(`../../../db/seed/${name}`, import.meta.url)),
);

/**
 * Sunrise Yoga and Harbour Pilates with their staff, timetables, clients, eight weeks of history,
 * the next two weeks' places and money, owned by the demo accounts (which must exist). All or
 * nothing, in one transaction.
 */
export async function createDemoBusinesses(db: Database): Promise<void> {
  const seed = seedFiles.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  await db.transaction((tx) => tx.exec(seed));
  // The demo's places were written, not booked by anyone just now: nobody is told of them.
  // Its reminders and whatever people do from here on are sent as usual.
  await db.query('delete from messaging.messages');
}
