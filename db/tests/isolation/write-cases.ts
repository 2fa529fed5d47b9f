import { randomUUID } from 'node:crypto';
import type {
  ActorName,
  TenantFixture,
} from '../../../src/server/test-support/isolation-fixture.ts';
import type { IsolationRows, Row } from '../../../src/server/test-support/isolation-rows.ts';
import { membershipTableCases, membershipViewCases } from './membership-write-cases.ts';
import { calendarViewCases } from './calendar-cases.ts';
import { auditViewCases } from './audit-cases.ts';
import { webhookViewCases } from './webhook-cases.ts';

// The write matrix as data: for every table, the fresh row of business A each caller acts on
// and who may insert, update and delete it (DESIGN.md section 5); every view refuses all
// writes. Long because it is one entry per table; the runner is in writes.ts.

export type Operation = 'insert' | 'update' | 'delete';

export interface TableCase {
  relation: string;
  label?: string;
  /** A column that finds the row again: unique in the database, never changed by `patch`. */
  lookup: string;
  /** Callers act on one shared row (business A itself): one at a time, each read back alone. */
  shared?: true;
  /** A fresh row of business A for one caller to update or delete. */
  target(rows: IsolationRows, actor: ActorName): Promise<Row>;
  /** A fresh row of business A for one caller to insert, its parents made as needed. */
  insert(rows: IsolationRows): Promise<Row>;
  /** The change an update makes; per caller when callers share the row. */
  patch: Row | ((actor: ActorName) => Row);
  may: Record<Operation, readonly ActorName[]>;
}

export interface ViewCase {
  relation: string;
  /** The column that picks business A's rows. */
  filter: string;
  /** Where service_role reads what the view shows, to see that nothing changed. */
  source: string;
  insert: Row;
  patch: Row;
  /**
   * The source's columns compared before and after (all when left out): fewer where the
   * server's workers change the others meanwhile, as the outbox does a message's delivery.
   */
  compared?: string;
}

const service = ['service_role'] as const;
const owners = ['owner of A', 'service_role'] as const;
const admins = ['admin of A', 'owner of A', 'service_role'] as const;
const team = ['staff of A', 'admin of A', 'owner of A', 'service_role'] as const;
const all = (actors: readonly ActorName[]) => ({ insert: actors, update: actors, delete: actors });

const day = 24 * 3600 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

/** `accounts`: two portal accounts that are nobody's client yet. */
export function tableCases(a: TenantFixture, accounts: { id: string }[] = []): TableCase[] {
  const tenant_id = a.id;
  const withId = (row: Row) => ({ id: randomUUID(), tenant_id, ...row });
  const signedCopy = async (rows: IsolationRows) => {
    const template = await rows.template();
    return withId({
      client_id: a.client.clientId,
      kind: 'signed',
      title: 'Forged',
      template_id: template.id,
      template_version: 1,
      signed_name: 'Forged',
      signed_at: at(0),
      text_sha256: 'a'.repeat(64),
    });
  };
  return [
    {
      relation: 'tenants',
      lookup: 'id',
      // Who may change a business depends on their role in it, so the callers try business A
      // itself; service_role, which may remove one, removes one of its own.
      target: (rows, actor) =>
        actor === 'service_role'
          ? rows.insert('tenants', {
              slug: rows.unique('fresh'),
              name: 'Fresh',
              time_zone: 'UTC',
              currency: 'EUR',
            })
          : Promise.resolve({ id: tenant_id }),
      insert: async (rows) => ({
        id: randomUUID(),
        slug: rows.unique('new'),
        name: 'New',
        time_zone: 'UTC',
        currency: 'EUR',
      }),
      shared: true,
      patch: (actor) => ({ contact_phone: `set by ${actor}` }),
      // Nobody removes a business through the data API yet (see the report on issue #5).
      may: { insert: service, update: owners, delete: service },
    },
    {
      relation: 'organizations',
      lookup: 'id',
      target: (rows) =>
        rows.insert('organizations', { name: rows.unique('group'), owner_id: a.owner.id }),
      insert: async (rows) => ({
        id: randomUUID(),
        name: rows.unique('new'),
        owner_id: a.owner.id,
      }),
      patch: { name: 'Renamed' },
      // An organization is its owner's alone: the owner of A, never their team.
      may: all(owners),
    },
    {
      relation: 'memberships',
      lookup: 'user_id',
      target: async (rows) =>
        rows.insert('memberships', { tenant_id, user_id: (await rows.user()).id, role: 'staff' }),
      insert: async (rows) => ({ tenant_id, user_id: (await rows.user()).id, role: 'staff' }),
      patch: { role: 'admin' },
      may: all(owners),
    },
    {
      relation: 'invitations',
      lookup: 'id',
      target: (rows) =>
        rows.insert('invitations', {
          tenant_id,
          email: `${rows.unique('target')}@x.test`,
          role: 'staff',
        }),
      insert: async (rows) => withId({ email: `${rows.unique('new')}@x.test`, role: 'staff' }),
      patch: { role: 'admin' },
      // Invitations are made by invite_staff; admins and owners revoke pending ones.
      may: { insert: service, update: service, delete: admins },
    },
    {
      relation: 'staff',
      lookup: 'id',
      target: (rows) => rows.staff(),
      insert: async () => withId({ display_name: 'New staff' }),
      patch: { display_name: 'Renamed' },
      may: all(admins),
    },
    {
      relation: 'clients',
      lookup: 'id',
      target: (rows) => rows.insert('clients', { tenant_id, full_name: 'Target client' }),
      insert: async () => withId({ full_name: 'New client' }),
      patch: { full_name: 'Renamed' },
      may: { insert: team, update: team, delete: admins },
    },
    {
      relation: 'clients',
      label: 'clients (linking a portal account)',
      lookup: 'id',
      target: (rows) => rows.insert('clients', { tenant_id, full_name: 'Unlinked client' }),
      insert: async () => withId({ full_name: 'Linked client', user_id: accounts[0]?.id }),
      patch: { user_id: accounts[1]?.id },
      // A portal account is linked by its owner, through join_tenant.
      may: { insert: service, update: service, delete: admins },
    },
    {
      relation: 'clients',
      label: 'clients (removing a portal link)',
      lookup: 'id',
      target: async (rows) =>
        rows.insert('clients', {
          tenant_id,
          full_name: 'Linked client',
          user_id: (await rows.user()).id,
        }),
      insert: async () => withId({ full_name: 'New client' }),
      patch: { user_id: null },
      may: { insert: team, update: team, delete: admins },
    },
    {
      relation: 'staff_hours',
      lookup: 'id',
      target: async (rows) =>
        rows.insert('staff_hours', {
          tenant_id,
          staff_id: (await rows.staff()).id,
          weekday: 1,
          starts_at: '09:00',
          ends_at: '10:00',
        }),
      insert: async (rows) =>
        withId({
          staff_id: (await rows.staff()).id,
          weekday: 2,
          starts_at: '09:00',
          ends_at: '10:00',
        }),
      patch: { ends_at: '11:00:00' },
      may: all(admins),
    },
    {
      relation: 'staff_time_off',
      lookup: 'id',
      target: (rows) =>
        rows.insert('staff_time_off', {
          tenant_id,
          staff_id: a.staffMemberId,
          during: `[${at(40 * day)},${at(41 * day)})`,
        }),
      insert: async () =>
        withId({ staff_id: a.staffMemberId, during: `[${at(42 * day)},${at(43 * day)})` }),
      patch: { reason: 'Changed' },
      may: all(admins),
    },
    {
      relation: 'services',
      lookup: 'id',
      target: (rows) => rows.service(),
      insert: async () => withId({ kind: 'group', name: 'New service', duration_minutes: 30 }),
      patch: { name: 'Renamed' },
      may: all(admins),
    },
    {
      relation: 'service_staff',
      lookup: 'service_id',
      target: async (rows) =>
        rows.insert('service_staff', {
          tenant_id,
          service_id: (await rows.service()).id,
          staff_id: a.staffMemberId,
        }),
      insert: async (rows) => ({
        tenant_id,
        service_id: (await rows.service()).id,
        staff_id: a.staffMemberId,
      }),
      patch: { staff_id: a.ownerStaffId },
      may: all(admins),
    },
    {
      relation: 'service_options',
      lookup: 'id',
      target: (rows) =>
        rows.insert('service_options', {
          tenant_id,
          service_id: a.groupServiceId,
          kind: 'drop_in',
          name: 'Target',
          price_minor: 100,
          currency: 'GBP',
        }),
      insert: async () =>
        withId({ service_id: a.groupServiceId, kind: 'drop_in', name: 'New', price_minor: 100 }),
      patch: { name: 'Renamed' },
      may: all(admins),
    },
    {
      relation: 'bookings',
      lookup: 'id',
      target: (rows) => rows.session(),
      insert: async () =>
        withId({
          service_id: a.groupServiceId,
          starts_at: at(50 * day),
          ends_at: at(50 * day + 3600_000),
          capacity: 5,
        }),
      patch: { location: 'Room 2' },
      may: all(team),
    },
    {
      relation: 'booking_series',
      lookup: 'id',
      target: (rows) =>
        rows.insert('booking_series', {
          tenant_id,
          service_id: a.groupServiceId,
          weekdays: '{1}',
          local_start: '07:00',
          first_day: '2031-01-01',
          last_day: '2031-01-31',
          capacity: 5,
        }),
      insert: async () =>
        withId({
          service_id: a.groupServiceId,
          weekdays: [2],
          local_start: '07:00',
          first_day: '2031-02-01',
          last_day: '2031-02-28',
          capacity: 5,
        }),
      patch: { location: 'Room 2' },
      may: all(team),
    },
    {
      relation: 'enrollments',
      lookup: 'id',
      target: (rows) => rows.place(a.client.clientId),
      insert: async (rows) =>
        withId({
          booking_id: (await rows.session()).id,
          client_id: a.client.clientId,
          status: 'confirmed',
          option_id: a.dropInId,
        }),
      patch: { status: 'cancelled' },
      may: all(team),
    },
    {
      relation: 'attendance',
      lookup: 'enrollment_id',
      target: async (rows) =>
        rows.insert('attendance', {
          tenant_id,
          enrollment_id: (await rows.place(a.client.clientId)).id,
          status: 'present',
          checked_in_at: at(0),
        }),
      insert: async (rows) => ({
        tenant_id,
        enrollment_id: (await rows.place(a.client.clientId)).id,
        status: 'present',
        checked_in_at: at(0),
      }),
      patch: { status: 'late' },
      may: all(team),
    },
    {
      relation: 'client_notes',
      lookup: 'id',
      target: (rows) =>
        rows.insert('client_notes', { tenant_id, client_id: a.client.clientId, body: 'Target' }),
      insert: async () => withId({ client_id: a.client.clientId, body: 'New note' }),
      patch: { pinned: true },
      may: all(team),
    },
    {
      relation: 'transactions',
      lookup: 'id',
      target: (rows) =>
        rows.insert('transactions', {
          tenant_id,
          client_id: a.client.clientId,
          kind: 'adjustment',
          amount_minor: 100,
          currency: 'GBP',
        }),
      insert: async () =>
        withId({
          client_id: a.client.clientId,
          kind: 'adjustment',
          amount_minor: 100,
          currency: 'GBP',
        }),
      patch: { note: 'Changed' },
      // Money moves through record_payment, refund and the booking RPCs; nothing is rewritten.
      may: { insert: service, update: [], delete: [] },
    },
    {
      relation: 'document_templates',
      lookup: 'id',
      target: (rows) => rows.insert('document_templates', { tenant_id, title: 'Target' }),
      insert: async () => withId({ title: 'New form' }),
      patch: { title: 'Renamed' },
      may: all(admins),
    },
    {
      relation: 'message_templates',
      lookup: 'kind',
      // The key is (business, kind); a kind of its own per row keeps the rows apart.
      target: async (rows) =>
        rows.insert('message_templates', {
          tenant_id,
          kind: await rows.messageKind(),
          subject: 'Target',
        }),
      insert: async (rows) => ({ tenant_id, kind: await rows.messageKind(), body: 'New words' }),
      patch: { subject: 'Changed' },
      may: all(owners),
    },
    {
      relation: 'document_template_versions',
      lookup: 'template_id',
      target: async (rows) =>
        rows.insert('document_template_versions', {
          tenant_id,
          template_id: (await rows.insert('document_templates', { tenant_id, title: 'T' })).id,
          body: 'Text',
        }),
      insert: async (rows) => ({
        tenant_id,
        template_id: (await rows.insert('document_templates', { tenant_id, title: 'T' })).id,
        body: 'New text',
      }),
      patch: { body: 'Changed' },
      may: { insert: admins, update: service, delete: service },
    },
    {
      relation: 'client_documents',
      label: 'client_documents (files)',
      lookup: 'id',
      target: (rows) =>
        rows.insert('client_documents', {
          tenant_id,
          client_id: a.secondClient.clientId,
          kind: 'file',
          title: 'Target',
          storage_path: 'target.pdf',
        }),
      insert: async () =>
        withId({
          client_id: a.secondClient.clientId,
          kind: 'file',
          title: 'New file',
          storage_path: 'new.pdf',
        }),
      patch: { title: 'Renamed' },
      may: { insert: admins, update: service, delete: admins },
    },
    {
      relation: 'client_documents',
      label: 'client_documents (signed copies)',
      lookup: 'id',
      target: async (rows) => rows.insert('client_documents', await signedCopy(rows)),
      insert: signedCopy,
      patch: { signed_name: 'Someone else' },
      // Only sign_document makes a signed copy, and nobody but the server changes one.
      may: all(service),
    },
    ...membershipTableCases(a),
  ];
}

export function viewCases(a: TenantFixture): ViewCase[] {
  const tenant_id = a.id;
  return [
    {
      relation: 'tenant_directory',
      source: 'tenants',
      filter: 'id',
      insert: { id: randomUUID(), slug: 'via-view', name: 'Via view', time_zone: 'UTC' },
      patch: { name: 'Renamed' },
    },
    {
      relation: 'staff_profiles',
      source: 'staff',
      filter: 'tenant_id',
      insert: { tenant_id, display_name: 'Via view' },
      patch: { bio: 'Changed' },
    },
    // The public booking page (0028): read by anyone, written by no one.
    {
      relation: 'catalogue_services',
      source: 'services',
      filter: 'tenant_id',
      insert: { tenant_id, kind: 'group', name: 'Via view', duration_minutes: 30 },
      patch: { name: 'Renamed' },
    },
    {
      relation: 'catalogue_options',
      source: 'service_options',
      filter: 'tenant_id',
      insert: {
        tenant_id,
        service_id: a.groupServiceId,
        kind: 'drop_in',
        name: 'Via view',
        price_minor: 1,
      },
      patch: { price_minor: 0 },
    },
    {
      relation: 'catalogue_sessions',
      source: 'bookings',
      filter: 'tenant_id',
      insert: { tenant_id, service_id: a.groupServiceId, capacity: 5 },
      patch: { location: 'Changed' },
    },
    {
      relation: 'booking_policies',
      source: 'tenants',
      filter: 'tenant_id',
      insert: { tenant_id: randomUUID(), waitlist_enabled: false },
      patch: { late_cancel_fee_minor: 0 },
    },
    {
      relation: 'client_directory',
      source: 'clients',
      filter: 'tenant_id',
      insert: { tenant_id, full_name: 'Via view' },
      patch: { full_name: 'Renamed' },
    },
    {
      relation: 'booking_summaries',
      source: 'bookings',
      filter: 'tenant_id',
      insert: { tenant_id, service_id: a.groupServiceId, capacity: 5 },
      patch: { location: 'Changed' },
    },
    {
      relation: 'client_places',
      source: 'enrollments',
      filter: 'tenant_id',
      insert: { tenant_id, client_id: a.client.clientId, status: 'confirmed' },
      patch: { status: 'cancelled' },
    },
    ...['client_balances', 'client_credits', 'documents_to_sign', 'client_messages'].map(
      (relation) => ({
        relation,
        source: relation,
        filter: 'tenant_id',
        insert: { tenant_id, client_id: a.client.clientId },
        patch: { client_id: a.secondClient.clientId },
        ...(relation === 'client_messages' && { compared: 'tenant_id,id,client_id,kind,channel' }),
      }),
    ),
    // Payments (0230): read only; the account changes through the server and
    // set_payment_options, payments through the webhook route.
    {
      relation: 'payment_settings',
      source: 'payment_settings',
      filter: 'tenant_id',
      insert: { tenant_id, provider: 'test', publishable_key: 'pk_test_forged000' },
      patch: { fees_to_saved_card: true },
    },
    {
      relation: 'online_payment_ways',
      source: 'online_payment_ways',
      filter: 'tenant_id',
      insert: { tenant_id, provider: 'test' },
      patch: { pay_online: ['pack'] },
    },
    {
      relation: 'payment_reconciliation',
      source: 'payment_reconciliation',
      filter: 'tenant_id',
      insert: { tenant_id, client_id: a.client.clientId, amount_minor: 1 },
      patch: { status: 'canceled' },
    },
    // Messages to the team (0200): read only, like the clients' messages.
    {
      relation: 'team_messages',
      source: 'team_messages',
      filter: 'tenant_id',
      insert: { tenant_id, to_address: 'someone@example.com' },
      patch: { status: 'sent' },
    },
    ...membershipViewCases(a),
    ...calendarViewCases(a),
    ...webhookViewCases(a),
    ...auditViewCases(a.id),
  ];
}
