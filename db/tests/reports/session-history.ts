import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { TestServer } from '../../../src/server/test-support/start-test-server.ts';
import type { TestTenant } from '../../../src/server/test-support/test-tenants.ts';

/**
 * A small history of a business's sessions as plain data, for the reports' tests to write into
 * a database and to compute every figure from independently: a group service and a private one,
 * two staff members, a few clients, sessions over the last 120 days (a few in the next two days,
 * which no report counts yet) with the places clients took in them.
 */

export type PlaceStatus = 'confirmed' | 'no_show' | 'late_cancelled' | 'cancelled' | 'waitlisted';
export type AttendanceStatus = 'present' | 'late' | 'absent';

export interface HistoryPlace {
  /** Index into History.clients; a client has at most one place in a session. */
  client: number;
  status: PlaceStatus;
  /** Only for confirmed places (any) and no-shows (absent), as check-in writes them. */
  attendance: AttendanceStatus | null;
}

export interface HistorySession {
  kind: 'group' | 'private';
  /** Index into History.staffNames; null only for a group session without an instructor. */
  staff: number | null;
  /**
   * Hours before writeHistory's anchor (negative: after it). The arbitrary gives whole hours,
   * unique in a history, and a session lasts at most an hour, so no staff member is ever in two
   * sessions at once; none starts in the hour after the anchor, so a session is either already
   * started when it is written or still ahead when the test ends.
   */
  hoursAgo: number;
  minutes: number;
  /** 1 for a private appointment. */
  capacity: number;
  cancelled: boolean;
  /** Never more confirmed places than the capacity. */
  places: HistoryPlace[];
}

export interface HistoryClient {
  fullName: string;
  status: 'active' | 'archived';
}

export interface History {
  /** Names may repeat, so that orders fall back to ids. */
  serviceNames: { group: string; private: string };
  staffNames: string[];
  clients: HistoryClient[];
  sessions: HistorySession[];
}

const placeStatus = fc.constantFrom<PlaceStatus>(
  'confirmed',
  'confirmed',
  'confirmed',
  'no_show',
  'late_cancelled',
  'cancelled',
  'waitlisted',
);
const attendanceOfConfirmed = fc.constantFrom<AttendanceStatus | null>(
  null,
  'present',
  'present',
  'late',
  'absent',
);

/** Each client's place (or none) in one session, with places beyond the capacity waitlisted. */
function placesOf(clients: number, capacity: number): fc.Arbitrary<HistoryPlace[]> {
  const one = fc.option(
    fc.record({
      status: placeStatus,
      attendance: attendanceOfConfirmed,
      absentNoShow: fc.boolean(),
    }),
    { nil: null, freq: 2 },
  );
  return fc.array(one, { minLength: clients, maxLength: clients }).map((choices) => {
    let confirmed = 0;
    const places: HistoryPlace[] = [];
    for (const [client, choice] of choices.entries()) {
      if (!choice) continue;
      let status = choice.status;
      if (status === 'confirmed' && ++confirmed > capacity) status = 'waitlisted';
      const attendance =
        status === 'confirmed'
          ? choice.attendance
          : status === 'no_show' && choice.absentNoShow
            ? 'absent'
            : null;
      places.push({ client, status, attendance });
    }
    return places;
  });
}

function sessionOf(clients: number, groupCapacity: number): fc.Arbitrary<HistorySession> {
  return fc
    .record({
      kind: fc.constantFrom<'group' | 'private'>('group', 'group', 'private'),
      staff: fc.nat({ max: 1 }),
      withoutStaff: fc.boolean(),
      hoursAgo: fc.integer({ min: -48, max: 120 * 24 }).map((h) => (h < 0 ? h - 1 : h)),
      minutes: fc.constantFrom(15, 30, 45, 60),
      // One session in six is cancelled.
      cancelled: fc.nat({ max: 5 }).map((n) => n === 0),
    })
    .chain((s) => {
      const capacity = s.kind === 'group' ? groupCapacity : 1;
      return placesOf(clients, capacity).map((places): HistorySession => ({
        kind: s.kind,
        staff: s.kind === 'group' && s.withoutStaff ? null : s.staff,
        hoursAgo: s.hoursAgo,
        minutes: s.minutes,
        capacity,
        cancelled: s.cancelled,
        places,
      }));
    });
}

/** fast-check arbitrary of a History (see above). */
export const sessionHistory: fc.Arbitrary<History> = fc
  .record({
    groupCapacity: fc.integer({ min: 1, max: 6 }),
    clients: fc.array(
      fc.record({ status: fc.constantFrom<'active' | 'archived'>('active', 'active', 'archived') }),
      { minLength: 3, maxLength: 6 },
    ),
    serviceNames: fc.record({
      group: fc.constantFrom('Pilates', 'Yoga'),
      private: fc.constantFrom('Massage', 'Pilates'),
    }),
    staffNames: fc.array(fc.constantFrom('Ana', 'Ben'), { minLength: 2, maxLength: 2 }),
  })
  .chain((base) =>
    fc
      .uniqueArray(sessionOf(base.clients.length, base.groupCapacity), {
        selector: (s) => s.hoursAgo,
        maxLength: 12,
        // Any length up to 12, not fast-check's bias to short arrays: most figures need several.
        size: 'max',
      })
      .map((sessions): History => ({
        serviceNames: base.serviceNames,
        staffNames: base.staffNames,
        clients: base.clients.map((c, i) => ({ fullName: `Client ${i + 1}`, status: c.status })),
        sessions,
      })),
  );

export interface WrittenHistory {
  /** A business of its own, so each run's reports see only this history. */
  tenantId: string;
  timeZone: string;
  serviceIds: { group: string; private: string };
  /** staffIds[0] is the TestTenant's staff user (a staff-role member here too). */
  staffIds: string[];
  clientIds: string[];
  /** In the order of History.sessions. */
  sessions: { id: string; startsAt: Date; endsAt: Date; placeIds: string[] }[];
}

export interface WriteOptions {
  timeZone?: string;
  /** What hoursAgo counts back from; by default the start of the current hour. */
  anchor?: Date;
}

const hourMs = 3600 * 1000;

/**
 * Writes a history as a new business whose owner is the TestTenant's owner and whose first staff
 * member is its staff user (role staff), in a few bulk statements as the database's owner. A
 * business per run is cheaper than clearing one, and keeps every total to this run's rows.
 */
export async function writeHistory(
  server: TestServer,
  tenant: TestTenant,
  history: History,
  options: WriteOptions = {},
): Promise<WrittenHistory> {
  const timeZone = options.timeZone ?? 'Europe/London';
  const anchor = options.anchor ?? new Date(Math.floor(Date.now() / hourMs) * hourMs);
  const tenantId = randomUUID();
  const serviceIds = { group: randomUUID(), private: randomUUID() };
  const staffIds = history.staffNames.map(() => randomUUID());
  const clientIds = history.clients.map(() => randomUUID());
  const sessions = history.sessions.map((s) => {
    const startsAt = new Date(anchor.getTime() - s.hoursAgo * hourMs);
    return {
      id: randomUUID(),
      startsAt,
      endsAt: new Date(startsAt.getTime() + s.minutes * 60 * 1000),
      placeIds: s.places.map(() => randomUUID()),
    };
  });

  await server.db.query(
    `with business as (
       insert into public.tenants (id, slug, name, time_zone, currency)
       values ($1, $2, 'History', $3, 'GBP') returning id
     ), members as (
       insert into public.memberships (tenant_id, user_id, role)
       select business.id, member.user_id, member.role from business,
         (values ($4::uuid, 'owner'), ($5::uuid, 'staff')) member (user_id, role)
     ), services as (
       insert into public.services (tenant_id, id, kind, name, duration_minutes, capacity)
       select business.id, s.id, s.kind, s.name, 60, s.capacity from business,
         jsonb_to_recordset($6) s (id uuid, kind text, name text, capacity int)
     )
     insert into public.staff (tenant_id, id, user_id, display_name)
     select business.id, s.id, s.user_id, s.name from business,
       jsonb_to_recordset($7) s (id uuid, user_id uuid, name text)`,
    [
      tenantId,
      `history-${tenantId.slice(0, 8)}`,
      timeZone,
      tenant.owner.id,
      tenant.staff.id,
      JSON.stringify([
        {
          id: serviceIds.group,
          kind: 'group',
          name: history.serviceNames.group,
          capacity: Math.max(1, ...history.sessions.map((s) => s.capacity)),
        },
        {
          id: serviceIds.private,
          kind: 'private',
          name: history.serviceNames.private,
          capacity: 1,
        },
      ]),
      JSON.stringify(
        history.staffNames.map((name, i) => ({
          id: staffIds[i],
          user_id: i === 0 ? tenant.staff.id : null,
          name,
        })),
      ),
    ],
  );

  await server.db.query(
    `insert into public.clients (tenant_id, id, full_name, email, phone, status)
     select $1, c.id, c.full_name, c.email, c.phone, c.status
     from jsonb_to_recordset($2) c (id uuid, full_name text, email text, phone text, status text)`,
    [
      tenantId,
      JSON.stringify(
        history.clients.map((c, i) => ({
          id: clientIds[i],
          full_name: c.fullName,
          email: `client${i + 1}@history.test`,
          phone: `+44 20 7946 ${String(i).padStart(4, '0')}`,
          status: c.status,
        })),
      ),
    ],
  );

  if (sessions.length === 0)
    return { tenantId, timeZone, serviceIds, staffIds, clientIds, sessions };

  await server.db.query(
    `insert into public.bookings
       (tenant_id, id, service_id, staff_id, starts_at, ends_at, capacity, status, cancelled_at)
     select $1, b.id, b.service_id, b.staff_id, b.starts_at, b.ends_at, b.capacity,
            case when b.cancelled then 'cancelled' else 'scheduled' end,
            case when b.cancelled then b.starts_at end
     from jsonb_to_recordset($2) b (id uuid, service_id uuid, staff_id uuid, starts_at timestamptz,
                                    ends_at timestamptz, capacity int, cancelled boolean)`,
    [
      tenantId,
      JSON.stringify(
        history.sessions.map((s, i) => ({
          id: sessions[i]?.id,
          service_id: serviceIds[s.kind],
          staff_id: s.staff === null ? null : staffIds[s.staff],
          starts_at: sessions[i]?.startsAt.toISOString(),
          ends_at: sessions[i]?.endsAt.toISOString(),
          capacity: s.capacity,
          cancelled: s.cancelled,
        })),
      ),
    ],
  );

  const places = history.sessions.flatMap((s, i) =>
    s.places.map((p, j) => ({
      id: sessions[i]?.placeIds[j],
      booking_id: sessions[i]?.id,
      client_id: clientIds[p.client],
      status: p.status,
      // Waitlist positions count the session's waitlisted places in order.
      waitlist_position:
        p.status === 'waitlisted'
          ? s.places.slice(0, j + 1).filter((q) => q.status === 'waitlisted').length
          : null,
      attendance: p.attendance,
      checked_in_at:
        p.attendance && p.attendance !== 'absent' ? sessions[i]?.startsAt.toISOString() : null,
    })),
  );
  if (places.length === 0) return { tenantId, timeZone, serviceIds, staffIds, clientIds, sessions };

  await server.db.query(
    `with rows as (
       select * from jsonb_to_recordset($2) p (id uuid, booking_id uuid, client_id uuid,
         status text, waitlist_position int, attendance text, checked_in_at timestamptz)
     ), placed as (
       insert into public.enrollments (tenant_id, id, booking_id, client_id, status, waitlist_position)
       select $1, id, booking_id, client_id, status, waitlist_position from rows
       returning id
     )
     insert into public.attendance (tenant_id, enrollment_id, status, checked_in_at)
     select $1, rows.id, rows.attendance, rows.checked_in_at
     from rows join placed on placed.id = rows.id
     where rows.attendance is not null`,
    [tenantId, JSON.stringify(places)],
  );
  return { tenantId, timeZone, serviceIds, staffIds, clientIds, sessions };
}
