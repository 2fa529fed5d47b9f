import type { TestServer } from '../../../src/server/test-support/start-test-server.ts';
import type { TestTenant } from '../../../src/server/test-support/test-tenants.ts';

// The calendar sync tests reach the calendars schema as the server does: through its own
// connection and the functions of db/functions/calendars/ (no request role may).

/**
 * A server whose own calendar workers stay off: these tests claim, finish and fail syncs and
 * writes themselves, and a worker would take them first.
 */
export const withoutCalendarWorkers = { CALENDAR_WORKERS: '0' };

/** A calendar as the server found it in an account (calendars.add_connection). */
export interface FoundCalendar {
  remote_id: string;
  name: string;
  colour?: string | null;
  writable: boolean;
  primary?: boolean;
}

/** An event as a sync read it (calendars.finish_sync). */
export interface ReadEvent {
  remote_id: string;
  uid?: string | null;
  title?: string | null;
  busy: { start: string; end: string }[];
}

/** What a sealed secret looks like to the database: bytes it cannot read. */
const sealedHex = 'ab'.repeat(40);

export async function connect(
  server: TestServer,
  tenant: TestTenant,
  staffId: string,
  calendars: FoundCalendar[],
  account = 'staff@example.test',
): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    `select calendars.add_connection($1, gen_random_uuid(), $2, 'caldav', $3,
       'https://dav.example.test/', decode($4, 'hex'), null, null, $5::jsonb) as id`,
    [tenant.id, staffId, account, sealedHex, JSON.stringify(calendars)],
  );
  return rows[0]?.id ?? '';
}

export interface StoredCalendar {
  id: string;
  remote_id: string;
  name: string;
  colour: string | null;
  writable: boolean;
  blocks: boolean;
  receives_bookings: boolean;
  next_sync_at: Date | null;
  sync_state: string | null;
}

export async function calendarsOf(
  server: TestServer,
  tenantId: string,
  connectionId: string,
): Promise<StoredCalendar[]> {
  const { rows } = await server.db.query<StoredCalendar>(
    `select id, remote_id, name, colour, writable, blocks, receives_bookings, next_sync_at,
            sync_state
     from calendars.calendars where tenant_id = $1 and connection_id = $2 order by remote_id`,
    [tenantId, connectionId],
  );
  return rows;
}

export async function calendarId(
  server: TestServer,
  tenantId: string,
  connectionId: string,
  remoteId: string,
): Promise<string> {
  const found = (await calendarsOf(server, tenantId, connectionId)).find(
    (c) => c.remote_id === remoteId,
  );
  if (!found) throw new Error(`no calendar ${remoteId}`);
  return found.id;
}

export async function finishSync(
  server: TestServer,
  tenantId: string,
  calendar: string,
  events: ReadEvent[] | null,
  state = 'token-1',
): Promise<void> {
  await server.db.query(
    `select calendars.finish_sync($1, $2, $3::jsonb, $4, interval '5 minutes')`,
    [tenantId, calendar, events === null ? null : JSON.stringify(events), state],
  );
}

/** One busy instance from `start` for `minutes`. */
export function instance(start: Date | string, minutes: number): { start: string; end: string } {
  const from = new Date(start);
  return {
    start: from.toISOString(),
    end: new Date(from.getTime() + minutes * 60_000).toISOString(),
  };
}
