import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../../src/server/test-support/start-test-server.ts';
import {
  createTestCatalogue,
  type TestCatalogue,
} from '../../../src/server/test-support/test-catalogue.ts';
import { testDatabaseKinds } from '../../../src/server/test-support/test-database.ts';
import {
  createTestTenant,
  type TestTenant,
} from '../../../src/server/test-support/test-tenants.ts';
import { calendarId, connect, finishSync, withoutCalendarWorkers } from './calendar-fixture.ts';
import {
  after,
  before,
  emptyDay,
  isFree,
  isOffered,
  lastStart,
  offeredStarts,
  type DayModel,
} from './busy-model.ts';

// Issue 37, point 4: random busy events in a staff member's two blocking calendars (several
// instances, re-read to move or vanish, calendars turned off and on), random appointments at
// random times and at offered ones, and random moves: the booking page offers exactly the
// model's free starts (so every offered time is bookable), a booking or a move succeeds exactly
// when its time with buffers is free of busy time and of other appointments, and no two
// appointments of the staff member overlap. Each run is a day of its own.

const quarter = fc.integer({ min: 0, max: 92 }).map((q) => q * 15);
/** A move stays within the hours (reschedule_booking itself does not ask), so no day spills. */
const start = fc.integer({ min: 0, max: lastStart / 15 }).map((q) => q * 15);
const event = fc.record({
  id: fc.integer({ min: 0, max: 4 }),
  instances: fc.array(
    fc.record({ at: quarter, minutes: fc.integer({ min: 1, max: 12 }).map((q) => q * 15) }),
    { minLength: 1, maxLength: 3 },
  ),
});
const calendarIndex = fc.integer({ min: 0, max: 1 });
const action = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('sync' as const),
      calendar: calendarIndex,
      events: fc.array(event, { maxLength: 4 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      at: fc.integer({ min: 0, max: 287 }).map((m) => m * 5),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('bookOffered' as const), pick: fc.nat() }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('move' as const), booking: fc.nat(), at: start }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('blocks' as const),
      calendar: calendarIndex,
      on: fc.boolean(),
    }),
    weight: 1,
  },
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

const dayMs = 86_400_000;

describe.each(testDatabaseKinds)('busy times and bookings, randomised, on %s', (kind) => {
  let server: TestServer;
  let tenant: TestTenant;
  let catalogue: TestCatalogue;
  let calendars: string[];
  let runs = 0;
  let overlapsAtBookingTime = 0;
  /** How the bookings went, to see that the runs tried both ways. */
  const outcomes = { booked: 0, refused: 0 };

  beforeAll(async () => {
    server = await startTestServerOn(kind, withoutCalendarWorkers);
    tenant = await createTestTenant(server, `cal-property-${kind}`);
    catalogue = await createTestCatalogue(tenant);
    await server.db.query(`update public.tenants set time_zone = 'UTC' where id = $1`, [tenant.id]);
    await server.db.query(
      `update public.services
       set buffer_before_minutes = $2, buffer_after_minutes = $3, max_advance_days = 730
       where id = $1`,
      [catalogue.massage, before, after],
    );
    const connection = await connect(server, tenant, catalogue.staffId, [
      { remote_id: '/one/', name: 'One', writable: true },
      { remote_id: '/two/', name: 'Two', writable: true },
    ]);
    calendars = [
      await calendarId(server, tenant.id, connection, '/one/'),
      await calendarId(server, tenant.id, connection, '/two/'),
    ];
  }, 120_000);
  afterAll(() => server.stop());

  /** One run's day: its midnight, and the conversions of its minutes. */
  const dayOf = (run: number) => {
    const midnight = Math.floor(Date.now() / dayMs) * dayMs + (2 + run) * dayMs;
    return {
      iso: (minutes: number) => new Date(midnight + minutes * 60_000).toISOString(),
      minutes: (iso: string) => (Date.parse(iso) - midnight) / 60_000,
    };
  };

  const setBlocks = async (calendar: string, blocks: boolean) => {
    const answer = await tenant.staff.client.rpc('set_calendar_use', {
      calendar_id: calendar,
      blocks,
      receives_bookings: null,
    });
    expect(answer.error).toBeNull();
  };

  async function play(actions: Action[]) {
    const day = dayOf(runs++);
    const model: DayModel = emptyDay(2);
    for (const calendar of calendars) {
      await setBlocks(calendar, true);
      await finishSync(server, tenant.id, calendar, []);
    }
    const offered = async () => {
      const answer = await tenant.client.client.rpc('available_slots', {
        service_id: catalogue.massage,
        option_id: catalogue.variant,
        from: day.iso(0),
        to: day.iso(24 * 60),
        staff_id: catalogue.staffId,
      });
      expect(answer.error).toBeNull();
      return (answer.data as { starts_at: string }[]).map((slot) => day.minutes(slot.starts_at));
    };
    const book = async (start: number) => {
      const free = isOffered(model, start);
      const answer = await tenant.client.client.rpc('book_private', {
        service_id: catalogue.massage,
        option_id: catalogue.variant,
        starts_at: day.iso(start),
        staff_id: catalogue.staffId,
      });
      if (answer.error) {
        expect(answer.error.code).toBe('slot_taken');
        outcomes.refused += 1;
      } else {
        outcomes.booked += 1;
        if (!isFree(model, start)) overlapsAtBookingTime += 1;
        model.bookings.set((answer.data as { booking_id: string }).booking_id, start);
      }
      expect(answer.error === null, `booking at ${start}`).toBe(free);
    };

    for (const step of actions) {
      if (step.kind === 'sync') {
        const calendar = model.calendars[step.calendar];
        await finishSync(
          server,
          tenant.id,
          calendars[step.calendar] ?? '',
          step.events.map((e) => ({
            remote_id: `e${e.id}`,
            uid: `e${e.id}@elsewhere.test`,
            busy: e.instances.map((i) => ({
              start: day.iso(i.at),
              end: day.iso(i.at + i.minutes),
            })),
          })),
        );
        if (calendar?.blocks)
          calendar.busy = step.events.flatMap((e) =>
            e.instances.map((i) => ({ from: i.at, to: i.at + i.minutes })),
          );
      } else if (step.kind === 'book') {
        await book(step.at);
      } else if (step.kind === 'bookOffered') {
        const starts = await offered();
        if (starts.length > 0) await book(starts[step.pick % starts.length] ?? 0);
      } else if (step.kind === 'move') {
        const ids = [...model.bookings.keys()];
        const id = ids[step.booking % Math.max(ids.length, 1)];
        if (id === undefined) continue;
        const allowed = model.bookings.get(id) === step.at || isFree(model, step.at, id);
        const answer = await tenant.owner.client.rpc('reschedule_booking', {
          booking_id: id,
          starts_at: day.iso(step.at),
          staff_id: catalogue.staffId,
          capacity: 1,
        });
        if (answer.error) expect(['slot_taken', 'staff_busy']).toContain(answer.error.code);
        else model.bookings.set(id, step.at);
        expect(answer.error === null, `move to ${step.at}`).toBe(allowed);
      } else {
        await setBlocks(calendars[step.calendar] ?? '', step.on);
        const calendar = model.calendars[step.calendar];
        if (calendar && calendar.blocks !== step.on) {
          calendar.blocks = step.on;
          calendar.busy = [];
        }
      }
      expect(await offered()).toEqual(offeredStarts(model));
    }
    const overlapping = await server.db.query<{ count: number }>(
      `select count(*)::int as count from public.bookings a join public.bookings b
         on a.tenant_id = b.tenant_id and a.staff_id = b.staff_id and a.id < b.id
        and a.busy && b.busy
       where a.tenant_id = $1 and a.status <> 'cancelled' and b.status <> 'cancelled'`,
      [tenant.id],
    );
    expect(overlapping.rows[0]?.count).toBe(0);
  }

  it(
    'never books busy time, offers exactly the free times, and books every time it offers',
    { timeout: 600_000 },
    async () => {
      await fc.assert(fc.asyncProperty(fc.array(action, { minLength: 3, maxLength: 10 }), play), {
        numRuns: 25,
      });
      expect(overlapsAtBookingTime).toBe(0);
      expect(outcomes.booked).toBeGreaterThan(10);
      expect(outcomes.refused).toBeGreaterThan(10);
    },
  );
});
