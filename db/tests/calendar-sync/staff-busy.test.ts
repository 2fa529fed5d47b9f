import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../../src/server/test-support/test-database.ts';
import {
  createTestTenant,
  type TestTenant,
} from '../../../src/server/test-support/test-tenants.ts';
import {
  calendarId,
  connect,
  finishSync,
  instance,
  type ReadEvent,
  withoutCalendarWorkers,
} from './calendar-fixture.ts';

// calendars.staff_busy (migration 0354): each staff member's busy times from all their blocking
// calendars, merged, kept by the trigger on calendars.busy_events whatever writes them, and
// right when two of one staff member's calendars are synced at the same moment.
describe.each(testDatabaseKinds)('merged busy times on %s', (kind) => {
  let server: TestServer;
  let tenant: TestTenant;
  let staffId: string;
  let connection: string;
  let work: string;
  let home: string;
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const event = (remoteId: string, hour: number, minutes: number): ReadEvent => ({
    remote_id: remoteId,
    busy: [instance(`${day}T${String(hour).padStart(2, '0')}:00:00Z`, minutes)],
  });

  const merged = async (): Promise<string[]> => {
    const { rows } = await server.db.query<{ during: string }>(
      `select to_char(lower(r) at time zone 'UTC', 'HH24:MI') || '-' ||
              to_char(upper(r) at time zone 'UTC', 'HH24:MI') as during
       from calendars.staff_busy b, unnest(b.busy) r
       where b.tenant_id = $1 and b.staff_id = $2 order by lower(r)`,
      [tenant.id, staffId],
    );
    return rows.map((row) => row.during);
  };

  beforeAll(async () => {
    server = await startTestServerOn(kind, withoutCalendarWorkers);
    tenant = await createTestTenant(server, `staff-busy-${kind}`);
    const { rows } = await server.db.query<{ id: string }>(
      'select calendars.staff_of_user($1, $2) as id',
      [tenant.id, tenant.staff.id],
    );
    staffId = rows[0]?.id ?? '';
    connection = await connect(server, tenant, staffId, [
      { remote_id: '/work/', name: 'Work', writable: true },
      { remote_id: '/home/', name: 'Home', writable: true },
    ]);
    work = await calendarId(server, tenant.id, connection, '/work/');
    home = await calendarId(server, tenant.id, connection, '/home/');
  }, 120_000);
  afterAll(() => server?.stop());

  it('merges the events of every blocking calendar, overlapping ones into one', async () => {
    await finishSync(server, tenant.id, work, [event('a', 9, 60), event('b', 14, 30)]);
    await finishSync(server, tenant.id, home, [event('c', 9, 90)]);
    expect(await merged()).toEqual(['09:00-10:30', '14:00-14:30']);
    await finishSync(server, tenant.id, home, []);
    expect(await merged()).toEqual(['09:00-10:00', '14:00-14:30']);
  });

  it('sees both of two syncs of one staff member committed side by side', async () => {
    let releaseFirst = (): void => undefined;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstWrote = (): void => undefined;
    const written = new Promise<void>((resolve) => (firstWrote = resolve));
    const sync = (calendar: string, events: ReadEvent[]) =>
      `select calendars.finish_sync('${tenant.id}', '${calendar}', '${JSON.stringify(events)}'::jsonb,
         'token-2', interval '5 minutes')`;
    // The first transaction syncs one calendar and stays open while the second syncs the other:
    // on PostgreSQL the second waits for the first's lock on the staff member's merged row, then
    // merges with the first's events committed; on PGlite the two simply run one after the other.
    const first = server.db.transaction(async (tx) => {
      await tx.query(sync(work, [event('d', 11, 60)]));
      firstWrote();
      await firstHolds;
    });
    await written;
    const second = server.db.transaction((tx) => tx.query(sync(home, [event('e', 16, 60)])));
    setTimeout(releaseFirst, 300);
    await Promise.all([first, second]);
    expect(await merged()).toEqual(['11:00-12:00', '16:00-17:00']);
  });

  it('forgets the busy times of a removed connection', async () => {
    await server.db.query('select calendars.remove_connection($1, $2)', [tenant.id, connection]);
    expect(await merged()).toEqual([]);
  });
});
