import type { ActorName } from '../../../src/server/test-support/isolation-fixture.ts';
import type { Operation } from '../isolation/write-cases.ts';
import type { Walk } from './walk-functions.ts';

// The walk's direct writes: for every insert, update and delete a signed-in user may make to a
// public table (its grant to authenticated), who makes it as a screen does. The row and the
// change come from the isolation matrix's table case (db/tests/isolation/write-cases.ts), named
// by its label where a table has several.

export interface TableWrite {
  as: ActorName;
  /** The isolation matrix's table case, where the table has more than one. */
  matrix?: string;
}

const staff = 'staff of A';
const admin = 'admin of A';
const owner = 'owner of A';

const each = (relation: string, as: ActorName, matrix?: string) =>
  Object.fromEntries(
    (['insert', 'update', 'delete'] as const).map((operation) => [
      `${relation}:${operation}`,
      { as, matrix },
    ]),
  );

/** Writes that change an audited row: each must leave one entry per row it changed. */
export const tableWrites: Record<string, TableWrite> = {
  ...each('attendance', staff),
  ...each('booking_series', staff),
  ...each('bookings', staff),
  'client_documents:insert': { as: admin, matrix: 'client_documents (files)' },
  'client_documents:delete': { as: admin, matrix: 'client_documents (files)' },
  ...each('client_notes', staff),
  ...each('clients', staff),
  'clients:delete': { as: admin },
  'document_template_versions:insert': { as: admin },
  ...each('document_templates', admin),
  ...each('enrollments', staff),
  'invitations:delete': { as: admin },
  ...each('memberships', owner),
  ...each('message_templates', owner),
  ...each('plan_services', admin),
  ...each('plans', admin),
  ...each('service_options', admin),
  ...each('service_staff', admin),
  ...each('services', admin),
  ...each('staff', admin),
  ...each('staff_hours', admin),
  ...each('staff_time_off', admin),
  'tenants:update': { as: owner },
};

/**
 * Writes a user may make to tables the trail does not cover, each with why; each is still made
 * once to show that it writes no entry and changes no audited row.
 */
export const unauditedWrites: Record<string, { why: string; write: TableWrite }> =
  Object.fromEntries(
    (['insert', 'update', 'delete'] as const satisfies Operation[]).map((operation) => [
      `organizations:${operation}`,
      {
        why: "a group of businesses, its owner's alone: migration 0356 does not audit it",
        write: { as: owner },
      },
    ]),
  );

/**
 * Removals that cascade (foreign keys `on delete cascade`): every row removed with its parent
 * is a change of its own and needs its own entry. `target` makes the parent with its children
 * through the server's own connection and answers the parent's id.
 */
export const cascadingRemovals: {
  what: string;
  relation: string;
  as: ActorName;
  target: (walk: Walk) => Promise<string>;
}[] = [
  {
    what: 'a staff member with hours, time off and a service',
    relation: 'staff',
    as: admin,
    target: async ({ fixture, rows }) => {
      const tenant_id = fixture.a.id;
      const staffId = (await rows.staff()).id as string;
      await rows.insert('staff_hours', {
        tenant_id,
        staff_id: staffId,
        weekday: 2,
        starts_at: '09:00',
        ends_at: '12:00',
      });
      await rows.insert('staff_time_off', {
        tenant_id,
        staff_id: staffId,
        during: '[2031-04-01 00:00Z,2031-04-02 00:00Z)',
      });
      await rows.insert('service_staff', {
        tenant_id,
        service_id: fixture.a.privateServiceId,
        staff_id: staffId,
      });
      return staffId;
    },
  },
  {
    what: 'a service with its options and its staff',
    relation: 'services',
    as: admin,
    target: async ({ fixture, rows }) => {
      const tenant_id = fixture.a.id;
      const serviceId = (await rows.service()).id as string;
      await rows.insert('service_options', {
        tenant_id,
        service_id: serviceId,
        kind: 'drop_in',
        name: 'Drop-in',
        price_minor: 900,
      });
      await rows.insert('service_staff', {
        tenant_id,
        service_id: serviceId,
        staff_id: fixture.a.staffMemberId,
      });
      return serviceId;
    },
  },
  {
    what: 'a session with a place and its attendance',
    relation: 'bookings',
    as: staff,
    target: async ({ fixture, rows }) => {
      const place = await rows.place(fixture.a.secondClient.clientId);
      await rows.insert('attendance', {
        tenant_id: fixture.a.id,
        enrollment_id: place.id,
        status: 'present',
        checked_in_at: new Date().toISOString(),
      });
      return place.booking_id as string;
    },
  },
  {
    what: 'a client with a note',
    relation: 'clients',
    as: admin,
    target: async ({ fixture, rows }) => {
      const tenant_id = fixture.a.id;
      const client = await rows.insert('clients', { tenant_id, full_name: 'Leaving' });
      await rows.insert('client_notes', { tenant_id, client_id: client.id, body: 'Moving away' });
      return client.id as string;
    },
  },
];
