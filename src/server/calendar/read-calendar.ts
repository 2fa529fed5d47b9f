import { createHash } from 'node:crypto';
import type { CheckedClaims } from '../auth/api-token/token-claims-policy.ts';
import type { Database } from '../db/database.ts';
import { withRequestRole } from '../db/with-request-role.ts';
import type { CalendarBusiness, CalendarEventRow, CalendarFeed } from './feed-calendar.ts';

/** What new_calendar_link makes: 24 random bytes in base64url, so 32 characters. */
export const feedTokenPattern = /^[A-Za-z0-9_-]{32}$/;

/**
 * The feed of a subscription URL's token, from app.calendar_feed (that person's events only),
 * or null when no feed has it: never made, or replaced by a new link. The token is hashed
 * here as new_calendar_link hashed it; the database never sees it.
 */
export async function readCalendarFeed(db: Database, token: string): Promise<CalendarFeed | null> {
  const hash = createHash('sha256').update(token, 'utf8').digest();
  const { rows } = await withRequestRole(
    db,
    // Whoever holds the link asks, signed in or not: bounded as anon.
    { role: 'service_role', claims: { role: 'service_role' }, readOnly: true, timeLimitOf: 'anon' },
    (tx) => tx.query<{ feed: CalendarFeed | null }>('select app.calendar_feed($1) as feed', [hash]),
  );
  return rows[0]?.feed ?? null;
}

export interface CallerEvent {
  owner: 'client' | 'staff';
  business: CalendarBusiness;
  event: CalendarEventRow;
}

/**
 * One booking's event for "Add to calendar", as the signed-in caller: their own place, or a
 * booking of a business whose team they are in; null for anything else.
 */
export async function readCallerEvent(
  db: Database,
  claims: CheckedClaims,
  id: string,
): Promise<CallerEvent | null> {
  const { rows } = await withRequestRole(
    db,
    { role: 'authenticated', claims, readOnly: true },
    (tx) =>
      tx.query<{ found: CallerEvent | null }>('select app.calendar_event_for_caller($1) as found', [
        id,
      ]),
  );
  return rows[0]?.found ?? null;
}
