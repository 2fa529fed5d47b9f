import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CalendarAccountError, type BookingEvent } from '../calendar-account.ts';
import { startRadicale, type Radicale } from '../../test-support/radicale.ts';
import { openCaldavAccount } from './caldav-account.ts';

// The CalDAV account against a real Radicale (issue 37, point 4): discovery, reading a
// recurring event with exceptions, a free event and an all-day event, writing, moving and
// removing a booking's event, and the refusals.

const ann = { name: 'ann', password: 'app-password-1' };
const policy = { allowLoopback: true, deployment: false };
const window = {
  from: new Date('2026-03-01T00:00:00Z'),
  to: new Date('2026-04-01T00:00:00Z'),
  timeZone: 'Europe/Berlin',
};
const object = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR', ''].join(
    '\r\n',
  );

let radicale: Radicale;
let work: string;

beforeAll(async () => {
  radicale = await startRadicale([ann]);
  work = await radicale.makeCalendar(ann, 'work', 'Work', '#aa3300ff');
  await radicale.makeCalendar(ann, 'home', 'Home');
});
afterAll(() => radicale.close());

const account = (password = ann.password, serverUrl = radicale.url) =>
  openCaldavAccount({ serverUrl, username: ann.name, password }, policy);

describe('CalDAV account', () => {
  test('finds the calendars from the server address and from a calendar address', async () => {
    const fromServer = await account().listCalendars();
    expect(fromServer.map(({ name }) => name).sort()).toEqual(['Home', 'Work']);
    expect(fromServer.find(({ name }) => name === 'Work')).toMatchObject({
      remoteId: work,
      colour: '#aa3300',
      writable: true,
    });
    expect(fromServer.filter(({ primary }) => primary)).toHaveLength(1);
    const fromCalendar = await account(ann.password, work).listCalendars();
    expect(fromCalendar.map(({ remoteId }) => remoteId).sort()).toEqual(
      fromServer.map(({ remoteId }) => remoteId).sort(),
    );
  });

  test('reads busy times: a recurrence with its exceptions, a free event, an all-day event', async () => {
    await radicale.putObject(
      ann,
      work,
      'weekly.ics',
      object(
        'BEGIN:VEVENT',
        'UID:weekly@test',
        'DTSTAMP:20260101T000000Z',
        'SUMMARY:Yoga',
        'DTSTART;TZID=Europe/Berlin:20260302T090000',
        'DTEND;TZID=Europe/Berlin:20260302T100000',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE;TZID=Europe/Berlin:20260309T090000',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:weekly@test',
        'DTSTAMP:20260101T000000Z',
        'SUMMARY:Yoga',
        'RECURRENCE-ID;TZID=Europe/Berlin:20260316T090000',
        'DTSTART;TZID=Europe/Berlin:20260316T140000',
        'DTEND;TZID=Europe/Berlin:20260316T150000',
        'END:VEVENT',
      ),
    );
    await radicale.putObject(
      ann,
      work,
      'free.ics',
      object(
        'BEGIN:VEVENT',
        'UID:free@test',
        'DTSTAMP:20260101T000000Z',
        'TRANSP:TRANSPARENT',
        'DTSTART:20260305T100000Z',
        'DTEND:20260305T110000Z',
        'END:VEVENT',
      ),
    );
    await radicale.putObject(
      ann,
      work,
      'away.ics',
      object(
        'BEGIN:VEVENT',
        'UID:away@test',
        'DTSTAMP:20260101T000000Z',
        'SUMMARY:Away',
        'DTSTART;VALUE=DATE:20260328',
        'DTEND;VALUE=DATE:20260330',
        'END:VEVENT',
      ),
    );
    const read = await account().readBusy(work, window, null);
    const byUid = Object.fromEntries((read.events ?? []).map((event) => [event.uid, event]));
    expect(byUid['weekly@test']?.busy).toEqual([
      { start: '2026-03-02T08:00:00.000Z', end: '2026-03-02T09:00:00.000Z' },
      { start: '2026-03-16T13:00:00.000Z', end: '2026-03-16T14:00:00.000Z' },
      { start: '2026-03-23T08:00:00.000Z', end: '2026-03-23T09:00:00.000Z' },
    ]);
    expect(byUid['free@test']?.busy).toEqual([]);
    expect(byUid['away@test']).toMatchObject({
      title: 'Away',
      remoteId: `${work}away.ics`,
      busy: [{ start: '2026-03-27T23:00:00.000Z', end: '2026-03-29T22:00:00.000Z' }],
    });
    // Unchanged since: not read again; changed: read again.
    expect(await account().readBusy(work, window, read.state)).toEqual({
      events: null,
      state: read.state,
    });
    await radicale.putObject(
      ann,
      work,
      'later.ics',
      object(
        'BEGIN:VEVENT',
        'UID:later@test',
        'DTSTAMP:20260101T000000Z',
        'DTSTART:20260320T100000Z',
        'DTEND:20260320T110000Z',
        'END:VEVENT',
      ),
    );
    const again = await account().readBusy(work, window, read.state);
    expect(again.events).toHaveLength(4);
    expect(again.state).not.toBe(read.state);
  });

  test('writes a booking as one object named by its UID, moves it and removes it', async () => {
    const home = `${radicale.url}/ann/home/`;
    const event: BookingEvent = {
      uid: '0b7c52a4-5a0e-4d8e-9d57-0d3f0e2c6a11@booking.test',
      summary: 'Massage with Bea',
      description: 'https://booking.test/t/bookings/0b7c52a4',
      url: 'https://booking.test/t/bookings/0b7c52a4',
      start: '2026-03-10T09:00:00.000Z',
      end: '2026-03-10T10:00:00.000Z',
      timeZone: 'Europe/Berlin',
    };
    const written = await account().putEvent(home, event, null);
    // A write retried after a timeout lands on the same object.
    await account().putEvent(home, event, null);
    let objects = radicale.objects(ann, 'home');
    expect(objects).toHaveLength(1);
    expect(objects[0]?.ics).toContain(`UID:${event.uid}`);
    expect(objects[0]?.ics).toContain('DTSTART;TZID=Europe/Berlin:20260310T100000');
    expect(objects[0]?.ics).not.toContain('METHOD');

    const moved = await account().putEvent(
      home,
      { ...event, start: '2026-03-11T09:00:00.000Z', end: '2026-03-11T10:00:00.000Z' },
      written,
    );
    expect(moved.remoteId).toBe(written.remoteId);
    objects = radicale.objects(ann, 'home');
    expect(objects).toHaveLength(1);
    expect(objects[0]?.ics).toContain('DTSTART;TZID=Europe/Berlin:20260311T100000');

    await account().deleteEvent(home, moved);
    expect(radicale.objects(ann, 'home')).toEqual([]);
    // Removing what is gone is done.
    await account().deleteEvent(home, moved);
  });

  test('says a refused password and an unreachable server in their codes', async () => {
    const refused = await account('wrong')
      .listCalendars()
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CalendarAccountError);
    expect((refused as CalendarAccountError).code).toBe('calendar_auth_failed');
    const unreachable = await account(ann.password, 'http://127.0.0.1:9/')
      .listCalendars()
      .catch((error: unknown) => error);
    expect((unreachable as CalendarAccountError).code).toBe('calendar_unreachable');
    expect((unreachable as CalendarAccountError).retryable).toBe(true);
  });

  test('does not reach http addresses beyond this machine', async () => {
    const refused = await account(ann.password, 'http://calendar.example/')
      .listCalendars()
      .catch((error: unknown) => error);
    expect((refused as CalendarAccountError).code).toBe('calendar_refused');
  });
});
