import type { ActorName } from '../../../src/server/test-support/isolation-fixture.ts';
import type { Operation } from '../isolation/write-cases.ts';

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
