import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueDueReminders, nextReminderDue } from '../../src/server/messaging/reminder-sweep.ts';
import {
  localDate,
  localTime,
  nextClockChange,
  offsetMinutes,
} from '../../src/server/test-support/clock-changes.ts';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestCatalogue } from '../../src/server/test-support/test-catalogue.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

// Issue 18: reminders go out once, at the business's local time, across a clock change: 24
// hours before a 09:00 session is 09:00 the day before on the wall clock, which is 23 or 25
// hours before when the clocks changed in between. The sweep is driven with an explicit "now".

const minute = 60_000;
const day = 24 * 60 * minute;

/** The instant a wall-clock time of a local date happens in the zone. */
function zoned(zone: string, date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let instant = wall - offsetMinutes(zone, new Date(wall)) * minute;
  instant = wall - offsetMinutes(zone, new Date(instant)) * minute;
  return new Date(instant);
}
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) - day).toISOString().slice(0, 10);

describe.each(testDatabaseKinds)('reminders on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(() => server.stop());

  const remindersOf = async (enrollment: string) =>
    (
      await server.db.query<{ event_key: string }>(
        "select event_key from messaging.messages where enrollment_id = $1 and kind = 'reminder' order by created_at",
        [enrollment],
      )
    ).rows;

  async function business(slug: string, zone: string, second: number | null = null) {
    const a: TestTenant = await createTestTenant(server, slug);
    await a.owner.client
      .from('tenants')
      .update({ time_zone: zone, second_reminder_minutes: second })
      .eq('id', a.id);
    const catalogue = await createTestCatalogue(a, 10);
    const place = async (starts: Date) => {
      const booking = await a.staff.client
        .from('bookings')
        .insert({
          tenant_id: a.id,
          service_id: catalogue.yoga,
          starts_at: starts.toISOString(),
          ends_at: new Date(starts.getTime() + 60 * minute).toISOString(),
          capacity: 10,
        })
        .select('id')
        .single<{ id: string }>();
      const client = await a.staff.client
        .from('clients')
        .insert({
          tenant_id: a.id,
          full_name: 'Rem',
          email: `rem-${starts.getTime()}@${slug}.test`,
        })
        .select('id')
        .single<{ id: string }>();
      const enrolled = await a.staff.client.rpc('enroll', {
        booking_id: booking.data?.id,
        option_id: catalogue.dropIn,
        client_id: client.data?.id,
      });
      if (enrolled.error) throw new Error(enrolled.error.message);
      return { booking: booking.data?.id ?? '', enrollment: (enrolled.data as { id: string }).id };
    };
    return { a, place };
  }

  it.each([
    ['Europe/London', 'rem-london'],
    ['America/New_York', 'rem-new-york'],
    ['Australia/Sydney', 'rem-sydney'],
  ])(
    'fires once at 09:00 local the day before a 09:00 session across the clock change in %s',
    async (zone, slug) => {
      const change = nextClockChange(zone);
      const { place } = await business(slug, zone);
      // One session the morning of the change (its reminder before the change), one the day after
      // (its reminder after).
      for (const date of [
        change.date,
        new Date(Date.parse(`${change.date}T12:00:00Z`) + day).toISOString().slice(0, 10),
      ]) {
        const starts = zoned(zone, date, '09:00');
        expect(localTime(zone, starts.toISOString())).toBe('09:00');
        const { enrollment } = await place(starts);
        const due = zoned(zone, dayBefore(date), '09:00');
        expect(localDate(zone, due.toISOString())).toBe(dayBefore(date));
        // The sweep's timer is set for the due time itself.
        expect(
          await nextReminderDue(server.db, new Date(due.getTime() - 30 * minute), 3_600_000),
        ).toEqual(due);
        expect(await nextReminderDue(server.db, due, 3_600_000)).toBeNull();
        // Not a fixed 24 hours before: the clocks changed in between, or on the day before.
        const naive = new Date(starts.getTime() - day);
        for (const at of [naive, new Date(due.getTime() - minute)].filter((t) => t < due)) {
          await enqueueDueReminders(server.db, at);
          expect(await remindersOf(enrollment)).toEqual([]);
        }
        await enqueueDueReminders(server.db, due);
        await enqueueDueReminders(server.db, new Date(due.getTime() + 10 * minute));
        await enqueueDueReminders(server.db, new Date(due.getTime() + 90 * minute), due);
        expect(await remindersOf(enrollment)).toEqual([
          { event_key: `enrollment:${enrollment}:reminder:1440:${starts.getTime() / 1000}` },
        ]);
      }
    },
  );

  it('sends the optional second reminder once, a fresh one after a move and none for a cancelled place', async () => {
    const { a, place } = await business('rem-second', 'Europe/London', 120);
    const starts = new Date(Math.ceil((Date.now() + 10 * day) / 3_600_000) * 3_600_000);
    const { booking, enrollment } = await place(starts);
    const second = new Date(starts.getTime() - 120 * minute);
    await enqueueDueReminders(server.db, second);
    await enqueueDueReminders(server.db, new Date(second.getTime() + minute));
    expect((await remindersOf(enrollment)).map((r) => r.event_key.split(':')[3]).sort()).toEqual([
      '120',
      '1440',
    ]);

    const moved = new Date(starts.getTime() + 2 * day);
    const rescheduled = await a.staff.client.rpc('reschedule_booking', {
      booking_id: booking,
      starts_at: moved.toISOString(),
      staff_id: null,
      capacity: 10,
    });
    expect(rescheduled.error).toBeNull();
    await enqueueDueReminders(server.db, new Date(moved.getTime() - 1440 * minute));
    expect(await remindersOf(enrollment)).toHaveLength(3);

    const other = await place(new Date(starts.getTime() + 3 * 3_600_000));
    await a.staff.client.rpc('cancel_enrollment', { enrollment_id: other.enrollment });
    await enqueueDueReminders(server.db, new Date(starts.getTime()));
    expect(await remindersOf(other.enrollment)).toEqual([]);
  });
});
