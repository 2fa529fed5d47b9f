// Longer than most: one journey through a real server, a real Radicale and supabase-js, whose
// steps build on each other (the connection of the first is the calendar of the others).
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { paymentsBox } from '../payments/secret-box.ts';
import { startRadicale, type Radicale } from '../test-support/radicale.ts';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import {
  bookableHour,
  createTestCatalogue,
  type TestCatalogue,
} from '../test-support/test-catalogue.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../test-support/test-tenants.ts';
import { testAccessToken } from '../test-support/test-users.ts';
import { accountOpener } from './open-account.ts';
import { writeDueEvents } from './write-worker.ts';

// Issue 37, points 2–4, end to end on each database: a staff member connects their CalDAV
// account through the route; busy events there leave available_slots; their bookings are
// written to the calendar they chose, moved and removed, once each, also after the calendar
// was down and with several workers at once.

const bea = { name: 'bea', password: 'app-password-bea' };
const hour = 3_600_000;
const day = 24 * hour;

async function eventually<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + 20_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`waited in vain: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15);
const object = (uid: string, start: number, minutes: number, ...extra: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${stamp(start)}Z`,
    `DTEND:${stamp(start + minutes * 60_000)}Z`,
    ...extra,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

describe.each(testDatabaseKinds)('calendar sync with CalDAV on %s', (kind) => {
  let server: TestServer;
  let radicale: Radicale;
  let tenant: TestTenant;
  let catalogue: TestCatalogue;
  let work: string;
  let connection: string;

  const token = (user = tenant.staff) => testAccessToken(server, user.id, { email: user.email });
  const slotsOn = async (from: number) => {
    const { data, error } = await tenant.client.client.rpc('available_slots', {
      service_id: catalogue.massage,
      option_id: catalogue.variant,
      from: new Date(from).toISOString(),
      to: new Date(from + 6 * hour).toISOString(),
      staff_id: catalogue.staffId,
    });
    if (error) throw new Error(error.message);
    return (data as { starts_at: string }[]).map((slot) => Date.parse(slot.starts_at));
  };
  const bookAt = async (at: number) => {
    const { data, error } = await tenant.client.client.rpc('book_private', {
      service_id: catalogue.massage,
      option_id: catalogue.variant,
      starts_at: new Date(at).toISOString(),
    });
    if (error) throw new Error(error.message);
    return (data as { booking_id: string }).booking_id;
  };
  const written = () => radicale.objects(bea, 'bookings');
  const writtenOf = (booking: string) =>
    written().filter(({ ics }) => ics.includes(`UID:${booking}@`));
  const puts = (booking: string) =>
    radicale.requests.filter(({ method, path }) => method === 'PUT' && path.includes(booking))
      .length;

  beforeAll(async () => {
    radicale = await startRadicale([bea]);
    work = await radicale.makeCalendar(bea, 'work', 'Work');
    await radicale.makeCalendar(bea, 'bookings', 'Bookings');
    server = await startTestServerOn(kind, { MESSAGE_POLL_SECONDS: '1' });
    tenant = await createTestTenant(server, `calsync-${kind}`);
    catalogue = await createTestCatalogue(tenant);
  });
  afterAll(async () => {
    await server?.stop();
    await radicale?.close();
  });

  test('connects the account through the route, refusing a wrong password and a stranger', async () => {
    const connect = async (body: Record<string, unknown>, bearer?: string) =>
      fetch(`${server.url}/calendar/v1/connections`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${bearer ?? (await token())}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          tenant_id: tenant.id,
          provider: 'caldav',
          server_url: radicale.url,
          username: bea.name,
          ...body,
        }),
      });
    const wrong = await connect({ password: 'wrong' });
    expect([wrong.status, ((await wrong.json()) as { code: string }).code]).toEqual([
      422,
      'calendar_auth_failed',
    ]);
    const stranger = await connect({ password: bea.password }, await token(tenant.client));
    expect(stranger.status).toBe(403);
    const ftp = await connect({ password: bea.password, server_url: 'ftp://127.0.0.1/' });
    expect(ftp.status).toBe(400);

    const created = await connect({ password: bea.password });
    expect(created.status).toBe(201);
    connection = ((await created.json()) as { id: string }).id;
    const { data } = await tenant.staff.client
      .from('staff_calendars')
      .select('id, name, blocks')
      .eq('connection_id', connection)
      .order('name');
    expect(data?.map(({ name, blocks }) => [name, blocks])).toEqual([
      ['Bookings', true],
      ['Work', true],
    ]);
    const destination = data?.find(({ name }) => name === 'Bookings')?.id;
    const chosen = await tenant.staff.client.rpc('set_calendar_use', {
      calendar_id: destination,
      blocks: true,
      receives_bookings: true,
    });
    expect(chosen.error).toBeNull();
    // Nothing a request answers holds the password.
    const { data: rows } = await tenant.owner.client.from('calendar_connections').select('*');
    expect(JSON.stringify(rows)).not.toContain(bea.password);
  });

  test('a busy event leaves the free times after a sync; a free one does not', async () => {
    const busyAt = bookableHour(2 * day);
    const start = busyAt.getTime();
    expect(await slotsOn(start)).toContain(start);
    await radicale.putObject(
      bea,
      work,
      'dentist.ics',
      object('dentist@test', start, 60, 'SUMMARY:Dentist'),
    );
    await radicale.putObject(
      bea,
      work,
      'lunch.ics',
      object('lunch@test', start + 3 * hour, 60, 'TRANSP:TRANSPARENT'),
    );
    expect(
      (await tenant.staff.client.rpc('sync_calendars_now', { connection_id: connection })).error,
    ).toBeNull();
    const slots = await eventually('the busy hour taken out', async () => {
      const found = await slotsOn(start);
      return found.includes(start) ? undefined : found;
    });
    expect(slots).toContain(start + 3 * hour);
  });

  test('writes a booking once with its UID, moves it and removes it', async () => {
    const at = bookableHour(3 * day).getTime();
    const booking = await bookAt(at);
    const [first] = await eventually('the event written', async () => {
      const found = writtenOf(booking);
      return found.length === 1 ? found : undefined;
    });
    expect(first?.ics).toContain(`UID:${booking}@localhost`);
    expect(first?.ics).toContain('SUMMARY:Massage with Client of calsync');

    const moved = await tenant.staff.client.rpc('reschedule_booking', {
      booking_id: booking,
      starts_at: new Date(at + hour).toISOString(),
      staff_id: catalogue.staffId,
      capacity: 1,
    });
    expect(moved.error).toBeNull();
    await eventually('the event moved', async () =>
      puts(booking) === 2 && writtenOf(booking)[0]?.ics !== first?.ics ? true : undefined,
    );
    expect(writtenOf(booking)).toHaveLength(1);

    expect(
      (await tenant.staff.client.rpc('cancel_booking', { booking_id: booking })).error,
    ).toBeNull();
    await eventually('the event removed', async () =>
      writtenOf(booking).length === 0 ? true : undefined,
    );
    expect(puts(booking)).toBe(2);
  });

  test('retries a write while the calendar is down, and it lands once after', async () => {
    await radicale.stop();
    const booking = await bookAt(bookableHour(4 * day).getTime());
    await eventually('a failed attempt', async () => {
      const { rows } = await server.db.query<{ error_code: string | null }>(
        'select error_code from calendars.booking_events where booking_id = $1 and attempts > 0',
        [booking],
      );
      return rows[0]?.error_code === 'calendar_unreachable' ? true : undefined;
    });
    await radicale.start();
    // Time passes: the retry is due now rather than in half a minute.
    await server.db.query(
      'update calendars.booking_events set next_attempt_at = now() where booking_id = $1',
      [booking],
    );
    await server.db.query("select pg_notify('calendar_writes', '')");
    await eventually('the event written after all', async () =>
      writtenOf(booking).length === 1 ? true : undefined,
    );
    expect(puts(booking)).toBe(2);
    // The worker records the write just after the calendar has taken it.
    await eventually('the write recorded', async () => {
      const { rows } = await server.db.query<{ done: boolean }>(
        'select written_version = version as done from calendars.booking_events where booking_id = $1',
        [booking],
      );
      return rows[0]?.done === true ? true : undefined;
    });
  });

  test('says a sync of a calendar that is down, until it is read again', async () => {
    const errors = async () => {
      const { data } = await tenant.staff.client
        .from('staff_calendars')
        .select('sync_error_code')
        .eq('connection_id', connection);
      return data?.map(({ sync_error_code: code }) => code as string | null);
    };
    const syncNow = () =>
      tenant.staff.client.rpc('sync_calendars_now', { connection_id: connection });
    await radicale.stop();
    await syncNow();
    await eventually('the failure said', async () =>
      (await errors())?.every((code) => code === 'calendar_unreachable') ? true : undefined,
    );
    await radicale.start();
    await syncNow();
    await eventually('the failure over', async () =>
      (await errors())?.every((code) => code === null) ? true : undefined,
    );
    // The bookings' own events, read back from the calendar that receives them, clash with nothing.
    const { data: clashes } = await tenant.staff.client.from('calendar_conflicts').select('*');
    expect(clashes).toEqual([]);
  });

  test('several workers at once write each booking once', async () => {
    const open = accountOpener({
      db: server.db,
      box: paymentsBox({ current: undefined, previous: [] }, [server.signingKey.privateKey]),
      addressPolicy: { allowLoopback: true, deployment: false },
      send: (request) => fetch(request),
    });
    const quiet = pino({ level: 'silent' });
    const bookings: string[] = [];
    let done = false;
    const worker = async () => {
      while (!done) {
        if (
          (await writeDueEvents(
            server.db,
            open,
            quiet,
            server.url.replace('127.0.0.1', 'localhost'),
          )) === 0
        )
          await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const workers = [worker(), worker()];
    for (let index = 0; index < 6; index += 1)
      bookings.push(await bookAt(bookableHour((5 + index) * day).getTime()));
    await eventually('every event written', async () =>
      bookings.every((booking) => writtenOf(booking).length === 1) ? true : undefined,
    );
    done = true;
    await Promise.all(workers);
    expect(bookings.map(puts)).toEqual(bookings.map(() => 1));
  });
});
