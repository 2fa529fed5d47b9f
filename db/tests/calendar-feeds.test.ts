import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  bookableHour,
  createTestCatalogue,
  type TestCatalogue,
} from '../../src/server/test-support/test-catalogue.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';
import { testAccessToken } from '../../src/server/test-support/test-users.ts';

// Issue 18, point 3: each client and staff member's private calendar subscription URL, over
// real HTTP, and one booking's .ics for "Add to calendar". No iCalendar parser is among the
// dependencies, so the feeds are read as RFC 5545 text: unfolded lines, one VEVENT per event.

const hour = 3600 * 1000;
type Place = { id: string; booking_id: string; status: string };
type Link = { token: string; made_at: string };

/** Each VEVENT of a calendar as its unfolded property lines. */
function events(ics: string): string[][] {
  return ics
    .replaceAll('\r\n ', '')
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .map((text) => (text.split('END:VEVENT')[0] ?? '').split('\r\n').filter(Boolean));
}
const uidOf = (lines: string[]) => lines.find((line) => line.startsWith('UID:'))?.slice(4);
const uids = (ics: string) => events(ics).map((lines) => uidOf(lines)?.split('@')[0]);
const eventOf = (ics: string, id: string) =>
  events(ics).find((lines) => uidOf(lines)?.startsWith(`${id}@`)) ?? [];

describe.each(testDatabaseKinds)('calendar feeds on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let cat: TestCatalogue;
  let catB: TestCatalogue;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'cal-a');
    b = await createTestTenant(server, 'cal-b');
    cat = await createTestCatalogue(a, 5);
    catB = await createTestCatalogue(b, 5);
  });
  afterAll(() => server.stop());

  const session = async (t: TestTenant, yoga: string, inHours: number, staffId: string | null) => {
    const { data, error } = await t.staff.client
      .from('bookings')
      .insert({
        tenant_id: t.id,
        service_id: yoga,
        staff_id: staffId,
        starts_at: new Date(Date.now() + inHours * hour).toISOString(),
        ends_at: new Date(Date.now() + (inHours + 1) * hour).toISOString(),
        capacity: 5,
      })
      .select('id')
      .single<{ id: string }>();
    if (error) throw new Error(error.message);
    return data.id;
  };
  const enroll = async (t: TestTenant, booking: string, option: string, client?: string) => {
    const { data, error } = await t.staff.client.rpc('enroll', {
      booking_id: booking,
      option_id: option,
      client_id: client,
    });
    if (error) throw new Error(error.message);
    return data as Place;
  };
  const newClient = async (t: TestTenant, name: string) => {
    const { data, error } = await t.staff.client
      .from('clients')
      .insert({ tenant_id: t.id, full_name: name, email: `${name}@cal.test` })
      .select('id')
      .single<{ id: string }>();
    if (error) throw new Error(error.message);
    return data.id;
  };
  const newLink = async (t: TestTenant, who: 'client' | 'staff') => {
    const user = who === 'client' ? t.client : t.staff;
    const { data, error } = await user.client.rpc('new_calendar_link', {
      tenant_id: t.id,
      for_staff: who === 'staff',
    });
    if (error) throw new Error(error.message);
    return data as Link;
  };
  const feed = (token: string, init?: RequestInit) =>
    fetch(`${server.url}/calendar/v1/feeds/${token}.ics`, init);
  const feedText = async (token: string) => {
    const answer = await feed(token);
    expect(answer.status).toBe(200);
    return answer.text();
  };

  it("lists a client's own places in that business only, never another client's or business's", async () => {
    const mine = await enroll(
      a,
      await session(a, cat.yoga, 30, null),
      cat.dropIn,
      a.client.clientId,
    );
    const other = await enroll(
      a,
      await session(a, cat.yoga, 32, null),
      cat.dropIn,
      await newClient(a, 'olga'),
    );
    // The same person is a client of business B too, with a place there.
    const joined = await a.client.client.rpc('join_tenant', { slug: b.slug });
    expect(joined.error).toBeNull();
    const elsewhere = await enroll(
      b,
      await session(b, catB.yoga, 34, null),
      catB.dropIn,
      (joined.data as { id: string }).id,
    );
    const cancelled = await enroll(
      a,
      await session(a, cat.yoga, 36, null),
      cat.dropIn,
      a.client.clientId,
    );
    const dropped = await a.client.client.rpc('cancel_enrollment', { enrollment_id: cancelled.id });
    expect(dropped.error).toBeNull();

    const link = await newLink(a, 'client');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const answer = await feed(link.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const ics = await answer.text();
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('X-WR-TIMEZONE:Europe/London');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London');
    expect(uids(ics)).toEqual([mine.id]);
    expect(ics).not.toContain(other.id);
    expect(ics).not.toContain(elsewhere.id);
    expect(ics).not.toContain(cancelled.id);
    expect(eventOf(ics, mine.id)).toEqual(
      expect.arrayContaining(['SEQUENCE:0', 'STATUS:CONFIRMED', 'SUMMARY:Yoga (Studio cal-a)']),
    );

    // Business B's feed of the same person holds B's place alone.
    const { data: linkB } = await a.client.client.rpc('new_calendar_link', { tenant_id: b.id });
    expect(uids(await feedText((linkB as Link).token))).toEqual([elsewhere.id]);
  });

  it("lists a staff member's sessions and appointments, not the rest of the business's", async () => {
    const taught = await session(a, cat.yoga, 40, cat.staffId);
    const notTheirs = await session(a, cat.yoga, 42, null);
    const starts = bookableHour(3 * 24 * hour).toISOString();
    const booked = await a.client.client.rpc('book_private', {
      service_id: cat.massage,
      option_id: cat.variant,
      starts_at: starts,
    });
    expect(booked.error).toBeNull();
    const appointment = (booked.data as Place).booking_id;

    const ics = await feedText((await newLink(a, 'staff')).token);
    expect(ics).toContain("X-WR-CALNAME:Studio cal-a: Staff of cal-a's sessions");
    expect(uids(ics)).toContain(taught);
    expect(uids(ics)).toContain(appointment);
    expect(uids(ics)).not.toContain(notTheirs);
    expect(eventOf(ics, appointment)).toEqual(
      expect.arrayContaining(['SUMMARY:Massage', 'DESCRIPTION:With Client of cal-a']),
    );
    // Nobody else's feed shows what is not theirs: the client of B has no place in A at all.
    const { data: bLink } = await b.client.client.rpc('new_calendar_link', { tenant_id: b.id });
    const bIcs = await feedText((bLink as Link).token);
    expect(bIcs).not.toContain(taught);
    expect(bIcs).not.toContain(appointment);
  });

  it('stops the old URL the moment a new link is made', async () => {
    const first = await newLink(a, 'client');
    await feedText(first.token);
    const second = await newLink(a, 'client');
    const gone = await feed(first.token);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: 'calendar_feed_not_found' });
    await feedText(second.token);
    const { data, error } = await a.client.client.rpc('calendar_link', { tenant_id: a.id });
    expect(error).toBeNull();
    expect(Date.parse((data as { made_at: string }).made_at)).toBe(Date.parse(second.made_at));
  });

  it('shows a moved session at its new time with a higher sequence', async () => {
    const booking = await session(a, cat.yoga, 50, null);
    const place = await enroll(a, booking, cat.dropIn, a.client.clientId);
    const { token } = await newLink(a, 'client');
    const before = eventOf(await feedText(token), place.id);
    expect(before).toContain('SEQUENCE:0');
    // Two days later, at 10:15 UTC: in London's summer or winter the wall clock is 10:15 or 11:15.
    const moved = new Date(Date.now() + 72 * hour);
    moved.setUTCHours(10, 15, 0, 0);
    const { error } = await a.staff.client.rpc('reschedule_booking', {
      booking_id: booking,
      starts_at: moved.toISOString(),
      staff_id: null,
      capacity: 5,
    });
    expect(error).toBeNull();
    const after = eventOf(await feedText(token), place.id);
    expect(after).toContain('SEQUENCE:1');
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(moved)
      .replace(/\D/g, '');
    expect(after).toContain(`DTSTART;TZID=Europe/London:${local.slice(0, 8)}T${local.slice(8)}00`);
  });

  it('answers HEAD, refuses other methods, and 404s tokens of the wrong shape', async () => {
    const { token } = await newLink(a, 'client');
    const head = await feed(token, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await head.text()).toBe('');
    const post = await feed(token, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    for (const wrong of ['short', `${token}x`, "x'; drop table--".padEnd(32, 'x')]) {
      const answer = await fetch(`${server.url}/calendar/v1/feeds/${encodeURIComponent(wrong)}`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ code: 'calendar_feed_not_found' });
    }
    const unknown = await fetch(`${server.url}/calendar/v1/nothing`);
    expect(unknown.status).toBe(404);
  });

  it('makes links only for the caller themselves, as client or as staff', async () => {
    const notStaff = await a.client.client.rpc('new_calendar_link', {
      tenant_id: a.id,
      for_staff: true,
    });
    expect([notStaff.status, notStaff.error?.code]).toEqual([403, 'forbidden']);
    const notClient = await b.staff.client.rpc('new_calendar_link', { tenant_id: a.id });
    expect([notClient.status, notClient.error?.code]).toEqual([403, 'not_a_client']);
  });

  it("downloads one booking's .ics for its client and its business's team only", async () => {
    const booking = await session(a, cat.yoga, 60, cat.staffId);
    const place = await enroll(a, booking, cat.dropIn, a.client.clientId);
    const other = await enroll(a, booking, cat.dropIn, await newClient(a, 'pia'));
    const get = async (id: string, token?: string) =>
      fetch(`${server.url}/calendar/v1/events/${id}.ics`, {
        headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
      });
    const client = await testAccessToken(server, a.client.id);
    const own = await get(place.id, client);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toMatch(
      /^attachment; filename="yoga-\d{4}-\d{2}-\d{2}\.ics"$/,
    );
    const ics = await own.text();
    expect(uids(ics)).toEqual([place.id]);
    expect((await get(other.id, client)).status).toBe(404);
    expect((await get(booking, client)).status).toBe(404);

    const staff = await get(booking, await testAccessToken(server, a.staff.id));
    expect(staff.status).toBe(200);
    expect(uids(await staff.text())).toEqual([booking]);
    const outsider = await get(booking, await testAccessToken(server, b.owner.id));
    expect(outsider.status).toBe(404);
    expect(await outsider.json()).toMatchObject({ code: 'booking_not_found' });

    const signedOut = await get(place.id);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ code: 'not_signed_in' });
    const badId = await get('not-a-uuid', client);
    expect(badId.status).toBe(400);
    expect(await badId.json()).toMatchObject({ code: 'invalid_id' });
  });
});
