import type {
  IsolationContext,
  TenantFixture,
  Who,
} from '../../../src/server/test-support/isolation-fixture.ts';
import type { Row } from '../../../src/server/test-support/isolation-rows.ts';
import { fromB, inTeam, signedOut, type OperationCase } from './operation-cases.ts';
import type { ReadRule, Truth } from './read-rules.ts';
import type { ViewCase } from './write-cases.ts';

// The isolation matrix of calendar sync (issue 37; rows in calendar-rows.ts). A staff member
// sees and changes their own calendars, owners and admins all of their business's; the
// business's staff see which bookings collide with busy time (the event's title is the staff
// member's own, tested in db/tests/calendar-sync/busy-times.test.ts) and which OAuth clients it
// has. Clients and other businesses see nothing. The four views are read only.

const role = (who: Who, row: Row) => who.staffOf.get(row.tenant_id as string);
const ownStaffRow = (who: Who, row: Row, truth: Truth) =>
  Boolean(
    truth.rows.staff?.some(
      (staff) =>
        staff.tenant_id === row.tenant_id &&
        staff.id === row.staff_id &&
        staff.user_id === who.userId,
    ),
  );
const ownOrManaged = (row: Row, who: Who, truth: Truth) =>
  role(who, row) === 'owner' ||
  role(who, row) === 'admin' ||
  (role(who, row) !== undefined && ownStaffRow(who, row, truth));

export const calendarReadRules: Record<string, ReadRule> = {
  calendar_connections: { user: ownOrManaged },
  staff_calendars: { user: ownOrManaged, key: ['id'] },
  calendar_conflicts: {
    user: (row, who) => role(who, row) !== undefined,
    key: ['booking_id', 'calendar_id', 'starts_at'],
  },
  calendar_oauth_clients: { user: (row, who) => role(who, row) !== undefined },
};

export function calendarViewCases(a: TenantFixture): ViewCase[] {
  const tenant_id = a.id;
  return [
    {
      relation: 'calendar_connections',
      source: 'calendar_connections',
      filter: 'tenant_id',
      insert: { tenant_id, staff_id: a.staffMemberId, provider: 'caldav', account: 'x' },
      patch: { account: 'changed' },
    },
    {
      relation: 'staff_calendars',
      source: 'staff_calendars',
      filter: 'tenant_id',
      insert: { tenant_id, staff_id: a.staffMemberId, name: 'Via view' },
      patch: { blocks: false, receives_bookings: false },
    },
    {
      relation: 'calendar_conflicts',
      source: 'calendar_conflicts',
      filter: 'tenant_id',
      insert: { tenant_id, staff_id: a.staffMemberId },
      patch: { title: 'Changed' },
    },
    {
      relation: 'calendar_oauth_clients',
      source: 'calendar_oauth_clients',
      filter: 'tenant_id',
      insert: { tenant_id, provider: 'microsoft', client_id: 'via-view' },
      patch: { client_id: 'changed' },
    },
  ];
}

export function calendarOperationCases({ fixture, server }: IsolationContext): OperationCase[] {
  const a = fixture.a;
  const calendar = async (name: string) => {
    const { rows } = await server.db.query<{ id: string; connection_id: string }>(
      'select id, connection_id from calendars.calendars where tenant_id = $1 and name = $2',
      [a.id, name],
    );
    return rows[0] as { id: string; connection_id: string };
  };
  const notFound = '404 calendar_not_found';
  const staffOwn = {
    ...signedOut,
    'client of A': notFound,
    ...inTeam('ok'),
    ...fromB(notFound),
  } as const;
  return [
    {
      rpc: 'set_calendar_use',
      label: "of business A's staff member's own calendar",
      args: async () => ({
        calendar_id: (await calendar('Work')).id,
        blocks: true,
        receives_bookings: null,
      }),
      expect: staffOwn,
    },
    {
      rpc: 'set_calendar_use',
      label: "of business A's owner's calendar",
      args: async () => ({
        calendar_id: (await calendar('Owner home')).id,
        blocks: true,
        receives_bookings: null,
      }),
      expect: { ...staffOwn, 'staff of A': '403 forbidden' },
    },
    {
      rpc: 'sync_calendars_now',
      label: "of business A's staff member's own connection",
      args: async () => ({ connection_id: (await calendar('Work')).connection_id }),
      expect: staffOwn,
    },
    {
      rpc: 'sync_calendars_now',
      label: "of business A's owner's connection",
      args: async () => ({ connection_id: (await calendar('Owner home')).connection_id }),
      expect: { ...staffOwn, 'staff of A': '403 forbidden' },
    },
  ];
}
