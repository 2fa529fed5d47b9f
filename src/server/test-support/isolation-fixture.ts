import type { SupabaseClient } from '@supabase/supabase-js';
import { localDate } from './clock-changes.ts';
import { saveAccount } from '../payments/payment-accounts.ts';
import { secretBox } from '../payments/secret-box.ts';
import type { TestServer } from './start-test-server.ts';
import { testPaymentsKeyHex } from './test-payments.ts';
import { serviceRoleClient, testClient } from './supabase-client.ts';
import { createTestTenant } from './test-tenants.ts';
import { createTestUser, type TestUser } from './test-users.ts';

// The isolation matrix (db/tests/isolation.test.ts) needs every table and view to hold rows of
// two businesses, made the way the product makes them (RPCs where they exist, staff inserts
// otherwise), and one supabase-js client per kind of caller DESIGN.md section 5 names. Longer
// than most files because it makes the rows of every table in one place, parents first.

export const actorNames = [
  'anon',
  'client of A',
  'staff of A',
  'admin of A',
  'owner of A',
  'staff of B',
  'owner of B',
  'service_role',
] as const;
export type ActorName = (typeof actorNames)[number];
export type StaffRole = 'owner' | 'admin' | 'staff';

/** What a signed-in caller is, in the terms of DESIGN.md section 5. */
export interface Who {
  userId: string;
  email: string;
  /** The caller's role per business they work for. */
  staffOf: Map<string, StaffRole>;
  /** The caller's client record per business they joined as a client. */
  clientOf: Map<string, string>;
}

export interface Actor {
  name: ActorName;
  client: SupabaseClient;
  /** Null for anon and service_role, which carry no user. */
  who: Who | null;
}

export type Client = TestUser & { clientId: string };

export interface TenantFixture {
  id: string;
  slug: string;
  owner: TestUser;
  admin: TestUser;
  staff: TestUser;
  client: Client;
  secondClient: Client;
  /** The staff record of the staff user, who delivers the services and has weekly hours. */
  staffMemberId: string;
  ownerStaffId: string;
  privateServiceId: string;
  groupServiceId: string;
  variantId: string;
  dropInId: string;
  packId: string;
  /** Upcoming sessions of the group timetable made by schedule_series. */
  sessionIds: string[];
  /** A payment of the client, large enough to refund from many times. */
  paymentId: string;
  waiverId: string;
}

export interface IsolationFixture {
  a: TenantFixture;
  b: TenantFixture;
  service: SupabaseClient;
  actors: Actor[];
}

/** What the parts of the matrix share: filled in by the test's beforeAll. */
export interface IsolationContext {
  server: TestServer;
  fixture: IsolationFixture;
}

type Answer<T> = PromiseLike<{ data: T | null; error: { message: string } | null }>;

async function must<T>(what: string, request: Answer<T>): Promise<T> {
  const { data, error } = await request;
  if (error) throw new Error(`isolation fixture, ${what}: ${error.message}`);
  return data as T;
}

const day = 24 * 3600 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

async function join(server: TestServer, slug: string, email: string, name: string) {
  const user = await createTestUser(server, email, name);
  const joined = await must('join_tenant', user.client.rpc('join_tenant', { slug }));
  return { ...user, clientId: (joined as { id: string }).id };
}

/** One business with data in every table: its team, catalogue, timetable, places and ledger. */
export async function buildTenant(server: TestServer, slug: string): Promise<TenantFixture> {
  const made = await createTestTenant(server, slug);
  const { id, owner, staff } = made;
  const admin = await createTestUser(server, `admin@${slug}.test`, `Admin of ${slug}`);
  const invitation = await must(
    'invite an admin',
    owner.client.rpc('invite_staff', { tenant_id: id, email: admin.email, role: 'admin' }),
  );
  await must(
    'accept_invitation',
    admin.client.rpc('accept_invitation', { invitation_id: (invitation as { id: string }).id }),
  );
  await must(
    'a pending invitation',
    admin.client.rpc('invite_staff', { tenant_id: id, email: `pending@${slug}.test` }),
  );
  const secondClient = await join(server, slug, `second@${slug}.test`, `Second client of ${slug}`);
  await must(
    'a walk-in client',
    staff.client.from('clients').insert({ tenant_id: id, full_name: `Walk-in of ${slug}` }),
  );

  const team = await must('staff', owner.client.from('staff').select('id, user_id'));
  const staffIdOf = (user: TestUser) =>
    (team as { id: string; user_id: string }[]).find((row) => row.user_id === user.id)
      ?.id as string;
  const [staffMemberId, ownerStaffId] = [staffIdOf(staff), staffIdOf(owner)];
  await must(
    'a former staff member',
    admin.client
      .from('staff')
      .insert({ tenant_id: id, display_name: `Former of ${slug}`, active: false }),
  );
  await must(
    'weekly hours',
    admin.client.from('staff_hours').insert(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        tenant_id: id,
        staff_id: staffMemberId,
        weekday,
        starts_at: '06:00',
        ends_at: '22:00',
      })),
    ),
  );
  await must(
    'time off',
    admin.client.from('staff_time_off').insert({
      tenant_id: id,
      staff_id: staffMemberId,
      during: `[${at(20 * day)},${at(21 * day)})`,
      reason: 'Holiday',
    }),
  );

  const services = (await must(
    'services',
    admin.client
      .from('services')
      .insert(
        [
          { tenant_id: id, kind: 'private', name: 'Massage', duration_minutes: 60 },
          { tenant_id: id, kind: 'group', name: 'Yoga', duration_minutes: 60, capacity: 10 },
          { tenant_id: id, kind: 'group', name: 'Retired', duration_minutes: 30, active: false },
        ].map((service) => ({ min_notice_minutes: 0, active: true, capacity: 1, ...service })),
      )
      .select('id, name'),
  )) as { id: string; name: string }[];
  const serviceId = (name: string) => services.find((row) => row.name === name)?.id as string;
  const [privateServiceId, groupServiceId] = [serviceId('Massage'), serviceId('Yoga')];
  await must(
    'eligible staff',
    admin.client.from('service_staff').insert(
      [privateServiceId, groupServiceId].map((service_id) => ({
        tenant_id: id,
        service_id,
        staff_id: staffMemberId,
      })),
    ),
  );
  const options = (await must(
    'options',
    admin.client
      .from('service_options')
      .insert(
        [
          { service_id: privateServiceId, kind: 'variant', name: '60 minutes', price_minor: 7000 },
          { service_id: groupServiceId, kind: 'drop_in', name: 'Drop-in', price_minor: 1500 },
          { service_id: groupServiceId, kind: 'pack', name: 'Pack', price_minor: 5000 },
        ].map((option) => ({
          tenant_id: id,
          credits: option.kind === 'pack' ? 5 : null,
          validity_days: option.kind === 'pack' ? 30 : null,
          ...option,
        })),
      )
      .select('id, kind'),
  )) as { id: string; kind: string }[];
  const optionId = (kind: string) => options.find((row) => row.kind === kind)?.id as string;
  const [variantId, dropInId, packId] = [
    optionId('variant'),
    optionId('drop_in'),
    optionId('pack'),
  ];

  await must(
    'schedule_series',
    staff.client.rpc('schedule_series', {
      service_id: groupServiceId,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      local_start: '18:00',
      first_day: localDate('Europe/London', at(day)),
      last_day: localDate('Europe/London', at(3 * day)),
    }),
  );
  const sessionIds = (
    (await must(
      'sessions',
      staff.client.from('bookings').select('id').not('series_id', 'is', null).order('starts_at'),
    )) as { id: string }[]
  ).map((row) => row.id);
  const [past] = (await must(
    'a past and a cancelled session',
    staff.client
      .from('bookings')
      .insert(
        [
          { starts_at: at(-2 * day), ends_at: at(-2 * day + 3600_000), status: 'scheduled' },
          { starts_at: at(5 * day), ends_at: at(5 * day + 3600_000), status: 'cancelled' },
        ].map((session) => ({
          tenant_id: id,
          service_id: groupServiceId,
          capacity: 10,
          cancelled_at: session.status === 'cancelled' ? at(0) : null,
          ...session,
        })),
      )
      .select('id'),
  )) as { id: string }[];

  // Places: each client in the first session; the client on a pack in the second, and in the
  // past one (entered by staff); the second client in a private appointment.
  const client = made.client;
  const enroll = (who: TestUser, booking_id: string, option_id: string) =>
    must('enroll', who.client.rpc('enroll', { booking_id, option_id })) as Promise<{ id: string }>;
  const clientPlace = await enroll(client, sessionIds[0] as string, dropInId);
  const secondPlace = await enroll(secondClient, sessionIds[0] as string, dropInId);
  await must(
    'purchase_option',
    client.client.rpc('purchase_option', {
      tenant_id: id,
      client_id: client.clientId,
      option_id: packId,
    }),
  );
  await enroll(client, sessionIds[1] as string, packId);
  const pastPlace = (await must(
    'a place in the past session',
    staff.client
      .from('enrollments')
      .insert({
        tenant_id: id,
        booking_id: past?.id,
        client_id: client.clientId,
        status: 'confirmed',
        option_id: dropInId,
      })
      .select('id')
      .single(),
  )) as { id: string };
  const slots = (await must(
    'available_slots',
    secondClient.client.rpc('available_slots', {
      service_id: privateServiceId,
      option_id: variantId,
      from: at(day),
      to: at(3 * day),
    }),
  )) as { starts_at: string }[];
  await must(
    'book_private',
    secondClient.client.rpc('book_private', {
      service_id: privateServiceId,
      option_id: variantId,
      starts_at: slots[0]?.starts_at,
    }),
  );
  for (const [place, status] of [
    [clientPlace, 'present'],
    [pastPlace, 'late'],
    [secondPlace, 'absent'],
  ] as const) {
    await must('check_in', staff.client.rpc('check_in', { enrollment_id: place.id, status }));
  }
  await must(
    'notes',
    staff.client.from('client_notes').insert(
      [client, secondClient].map((who) => ({
        tenant_id: id,
        client_id: who.clientId,
        body: `Note on ${who.email}`,
      })),
    ),
  );

  const payment = (await must(
    'record_payment',
    admin.client.rpc('record_payment', {
      tenant_id: id,
      client_id: client.clientId,
      amount_minor: 100_000,
      method: 'card',
    }),
  )) as { id: string };
  await must(
    'a payment of the second client',
    owner.client.rpc('record_payment', {
      tenant_id: id,
      client_id: secondClient.clientId,
      amount_minor: 7000,
      method: 'cash',
    }),
  );
  await must(
    'refund',
    owner.client.rpc('refund', { tenant_id: id, payment_id: payment.id, amount_minor: 1000 }),
  );

  // Documents: a waiver the client signs, a consent nobody signed yet, a form the client signed
  // before it was retired, a draft, and a file kept for the second client.
  const templates = (await must(
    'templates',
    admin.client
      .from('document_templates')
      .insert(
        ['Waiver', 'Photo consent', 'Old rules', 'Draft'].map((title) => ({
          tenant_id: id,
          title,
          required_before_booking: title === 'Waiver',
          active: title !== 'Draft',
        })),
      )
      .select('id, title'),
  )) as { id: string; title: string }[];
  await must(
    'template versions',
    admin.client.from('document_template_versions').insert(
      templates.map((template) => ({
        tenant_id: id,
        template_id: template.id,
        body: `${template.title} of ${slug}`,
      })),
    ),
  );
  const templateId = (title: string) => templates.find((row) => row.title === title)?.id as string;
  const waiverId = templateId('Waiver');
  for (const template_id of [waiverId, templateId('Old rules')]) {
    await must(
      'sign_document',
      client.client.rpc('sign_document', {
        tenant_id: id,
        template_id,
        signed_name: 'Client',
        consent: true,
      }),
    );
  }
  await must(
    'retire a form',
    admin.client
      .from('document_templates')
      .update({ active: false })
      .eq('id', templateId('Old rules')),
  );
  await must(
    'a file',
    admin.client.from('client_documents').insert({
      tenant_id: id,
      client_id: secondClient.clientId,
      kind: 'file',
      title: 'Referral',
      storage_path: `${slug}/referral.pdf`,
    }),
  );

  await must(
    'a message wording',
    owner.client.from('message_templates').insert({
      tenant_id: id,
      kind: 'place_confirmed',
      subject: `Booked at ${slug}: {service}`,
    }),
  );

  return {
    id,
    slug,
    owner,
    admin,
    staff,
    client,
    secondClient,
    staffMemberId,
    ownerStaffId,
    privateServiceId,
    groupServiceId,
    variantId,
    dropInId,
    packId,
    sessionIds,
    paymentId: payment.id,
    waiverId,
  };
}

const staffWho = (user: TestUser, tenant: string, role: StaffRole): Who => ({
  userId: user.id,
  email: user.email,
  staffOf: new Map([[tenant, role]]),
  clientOf: new Map(),
});

/** Businesses A and B built alike, and a client for each caller of the matrix. */
export async function buildIsolationFixture(server: TestServer): Promise<IsolationFixture> {
  const a = await buildTenant(server, 'iso-a');
  const b = await buildTenant(server, 'iso-b');
  // Each business belongs to its owner's organization, which only its own team may see.
  for (const tenant of [a, b]) {
    await server.db.query(
      `with made as (insert into public.organizations (name, owner_id) values ('Group', $1)
                     returning id)
       update public.tenants set organization_id = (select id from made) where id = $2`,
      [tenant.owner.id, tenant.id],
    );
  }
  // Both take card payments through the test provider, each with one pack paid by card (its
  // events applied as the webhook route applies them), for the payment views.
  const box = secretBox(Buffer.from(testPaymentsKeyHex, 'hex'));
  for (const tenant of [a, b]) {
    await saveAccount(server.db, box, tenant.id, { provider: 'test' });
    const intent = `pi_Fixture${tenant.slug.replace('-', '')}0000`;
    const { rows } = await server.db.query<{ amount_minor: number; currency: string }>(
      `select amount_minor::int, currency from payments.amount_due($1, $2, 'purchase', null, $3)`,
      [tenant.id, tenant.client.clientId, tenant.packId],
    );
    const due = rows[0] ?? { amount_minor: 0, currency: '' };
    await server.db.query(
      `select payments.open_payment($1, $2, 'purchase', null, $3, $4, $5, $6, 'requires_payment_method')`,
      [tenant.id, tenant.client.clientId, tenant.packId, intent, due.amount_minor, due.currency],
    );
    await server.db.query('select payments.apply_event($1, $2::jsonb)', [
      tenant.id,
      JSON.stringify({
        id: `evt_${intent}`,
        type: 'payment_intent.succeeded',
        data: {
          object: { id: intent, object: 'payment_intent', amount_received: due.amount_minor },
        },
      }),
    ]);
  }
  const service = serviceRoleClient(server);
  const actors: Actor[] = [
    { name: 'anon', client: testClient(server), who: null },
    {
      name: 'client of A',
      client: a.client.client,
      who: {
        userId: a.client.id,
        email: a.client.email,
        staffOf: new Map(),
        clientOf: new Map([[a.id, a.client.clientId]]),
      },
    },
    { name: 'staff of A', client: a.staff.client, who: staffWho(a.staff, a.id, 'staff') },
    { name: 'admin of A', client: a.admin.client, who: staffWho(a.admin, a.id, 'admin') },
    { name: 'owner of A', client: a.owner.client, who: staffWho(a.owner, a.id, 'owner') },
    { name: 'staff of B', client: b.staff.client, who: staffWho(b.staff, b.id, 'staff') },
    { name: 'owner of B', client: b.owner.client, who: staffWho(b.owner, b.id, 'owner') },
    { name: 'service_role', client: service, who: null },
  ];
  return { a, b, service, actors };
}
