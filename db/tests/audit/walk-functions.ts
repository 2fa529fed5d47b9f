import type { SupabaseClient } from '@supabase/supabase-js';
import type {
  ActorName,
  IsolationContext,
} from '../../../src/server/test-support/isolation-fixture.ts';
import type { IsolationRows, Row } from '../../../src/server/test-support/isolation-rows.ts';
import { createTestUser } from '../../../src/server/test-support/test-users.ts';
import { isolationSubscription } from '../isolation/membership-rows.ts';
import type { OperationCase } from '../isolation/operation-cases.ts';

// The walk's functions: for every volatile function of the public schema a request role may
// execute, who calls it as a screen does and with what. Most arguments come from the isolation
// matrix (db/tests/isolation/operation-cases.ts and the files beside it), named by its case's
// label, which hands out a fresh object of business A per call; the rest are made here. Longer
// than most files because it is one entry per function, and one per path of those with several.

export interface Walk extends IsolationContext {
  rows: IsolationRows;
  operations: OperationCase[];
}

export type FunctionCase =
  /** The isolation matrix's case of this function with this label, called as `as`. */
  | { as: ActorName; matrix: string }
  | { as: ActorName; what: string; args: (walk: Walk) => Promise<Row> }
  /** A caller who is none of the matrix's (a fresh user), and their arguments. */
  | { what: string; prepare: (walk: Walk) => Promise<{ client: SupabaseClient; args: Row }> };

const client = 'client of A';
const staff = 'staff of A';
const owner = 'owner of A';

/** A live membership of the client's, its cancellation asked for (for keep_subscription). */
const cancelledMembership = async ({ server, fixture, rows }: Walk) => {
  const made = await isolationSubscription(server, rows, fixture.a, fixture.a.client.clientId);
  await server.db.query(
    `update public.subscriptions set cancel_requested_at = now(), ends_at = app.now() + interval '20 days'
     where id = $1`,
    [made.id],
  );
  return made.id as string;
};

/**
 * A session of business A's class for one, the client's place in it paid as a drop-in (so the
 * ledger holds its charge) and the second client on its waitlist.
 */
const fullSession = async ({ server, fixture, rows }: Walk) => {
  const a = fixture.a;
  const session = await rows.session();
  await server.db.query('update public.bookings set capacity = 1 where id = $1', [session.id]);
  const enroll = async (who: typeof a.client) => {
    const { data, error } = await who.client.rpc('enroll', {
      booking_id: session.id,
      option_id: a.dropInId,
    });
    if (error) throw new Error(`enroll: ${error.message}`);
    return data as Row;
  };
  const place = await enroll(a.client);
  const waiting = await enroll(a.secondClient);
  if (waiting.status !== 'waitlisted') throw new Error(`waitlist: ${String(waiting.status)}`);
  return { booking_id: session.id as string, enrollment_id: place.id as string };
};

/**
 * Functions whose call changes at least one audited row: each must leave one entry per row.
 * Where a function writes different tables by its path (a paid place, a waitlist), each path.
 */
export const functionCases: Record<string, FunctionCase | FunctionCase[]> = {
  accept_invitation: {
    what: 'by the invited person',
    prepare: async ({ server, fixture }) => {
      const invitee = await createTestUser(server);
      const invited = await fixture.a.owner.client.rpc('invite_staff', {
        tenant_id: fixture.a.id,
        email: invitee.email,
      });
      return { client: invitee.client, args: { invitation_id: (invited.data as Row).id } };
    },
  },
  accept_offer: { as: client, matrix: "on the client's own place" },
  accept_offer_by_token: { as: 'anon', matrix: "with an offer's link" },
  book_private: [
    { as: client, matrix: 'for the caller themselves' },
    { as: staff, matrix: 'for another client' },
  ],
  cancel_booking: [
    { as: staff, matrix: "of business A's session with a place in it" },
    {
      as: staff,
      what: 'a session with a paid place and a waitlist',
      args: async (walk) => ({ booking_id: (await fullSession(walk)).booking_id, reason: 'Ill' }),
    },
  ],
  cancel_enrollment: [
    { as: client, matrix: "on the client's own place" },
    {
      as: client,
      what: 'a paid place, the waitlist moving up',
      args: async (walk) => ({ enrollment_id: (await fullSession(walk)).enrollment_id }),
    },
  ],
  cancel_subscription: { as: client, matrix: "of the client's own membership" },
  change_plan: { as: client, matrix: "of the client's own membership" },
  check_in: { as: staff, matrix: "on the client's own place" },
  create_tenant: {
    what: 'by a new user',
    prepare: async ({ server, rows }) => ({
      client: (await createTestUser(server)).client,
      args: { name: 'New studio', slug: rows.unique('new'), time_zone: 'UTC', currency: 'EUR' },
    }),
  },
  create_webhook_endpoint: { as: owner, matrix: 'of business A' },
  delete_webhook_endpoint: { as: owner, matrix: "of business A's endpoint" },
  enroll: [
    { as: client, matrix: 'for the caller themselves' },
    { as: staff, matrix: 'for another client' },
    { as: client, matrix: "with the caller's own membership" },
    {
      as: staff,
      what: 'for a walk-in client, on the waitlist of a full session',
      args: async (walk) => {
        const { booking_id } = await fullSession(walk);
        const { rows } = await walk.server.db.query<{ id: string }>(
          `select id from public.clients where tenant_id = $1 and full_name like 'Walk-in%'`,
          [walk.fixture.a.id],
        );
        return { booking_id, option_id: walk.fixture.a.dropInId, client_id: rows[0]?.id };
      },
    },
  ],
  freeze_subscription: { as: client, matrix: "of the client's own membership" },
  hold_place: { as: client, matrix: 'for the caller themselves' },
  import_clients: { as: staff, matrix: 'into business A' },
  invite_staff: { as: owner, matrix: 'inviting staff' },
  join_plan: [
    { as: client, matrix: 'for the caller themselves' },
    { as: staff, matrix: 'for another client' },
  ],
  join_tenant: {
    what: 'by a new user',
    prepare: async ({ server, fixture }) => ({
      client: (await createTestUser(server, undefined, 'Newcomer')).client,
      args: { slug: fixture.a.slug },
    }),
  },
  keep_subscription: {
    as: client,
    what: 'a cancellation asked for',
    args: async (walk) => ({ subscription_id: await cancelledMembership(walk) }),
  },
  purchase_option: [
    { as: client, matrix: 'for the client, on account' },
    { as: owner, matrix: 'for the client, paid at the desk' },
  ],
  record_payment: { as: owner, matrix: "for business A's client" },
  refund: { as: owner, matrix: "of business A's payment" },
  reschedule_booking: { as: staff, matrix: "of business A's session" },
  retry_renewal: { as: owner, matrix: "of a member's declined renewal" },
  rotate_webhook_secret: { as: owner, matrix: "of business A's endpoint" },
  save_document_template: [
    { as: owner, matrix: 'a new template of business A' },
    { as: owner, matrix: "new text of business A's template" },
  ],
  schedule_series: { as: staff, matrix: "of business A's group service" },
  schedule_session: { as: staff, matrix: "of business A's group service" },
  sell_plan: { as: owner, matrix: 'to a client at the desk' },
  set_appointment_emails: {
    as: staff,
    what: 'turned off',
    args: async ({ fixture }) => ({ tenant_id: fixture.a.id, enabled: false }),
  },
  set_calendar_use: {
    as: staff,
    what: "stops the staff member's own calendar blocking their time",
    args: async ({ server, fixture }) => {
      const { rows } = await server.db.query<Row>(
        `select id from calendars.calendars where tenant_id = $1 and name = 'Work'`,
        [fixture.a.id],
      );
      return { calendar_id: rows[0]?.id, blocks: false, receives_bookings: null };
    },
  },
  set_message_choices: {
    as: client,
    what: 'reminders off, texts on',
    args: async ({ fixture }) => ({ tenant_id: fixture.a.id, reminders: false, texts: true }),
  },
  set_payment_options: { as: owner, matrix: 'of business A' },
  set_staff_hours: { as: owner, matrix: "of business A's staff member" },
  // The fixture's client signed the waiver already; signing it again changes nothing.
  sign_document: {
    as: client,
    what: 'a form not signed before',
    args: async ({ fixture, rows }) => ({
      tenant_id: fixture.a.id,
      template_id: (await rows.template()).id,
      signed_name: 'Client of A',
      consent: true,
    }),
  },
  undo_change: { as: owner, matrix: "a change of business A's owner" },
  undo_last_change: { as: owner, matrix: "a change of business A's owner" },
  unsubscribe_with_token: { as: 'anon', matrix: "with a client's unsubscribe link" },
  update_own_profile: { as: client, matrix: 'at business A' },
  update_webhook_endpoint: { as: owner, matrix: "of business A's endpoint" },
  write_off_renewal: { as: owner, matrix: "of a member's declined renewal" },
};

/**
 * Functions that change nothing the trail covers, each with why; each is still called once
 * (all are cheap) to show that it writes no entry and changes no audited row.
 */
/** Each function's cases with a title: the matrix's label or the case's own words. */
export function walkedFunctions(): [title: string, name: string, call: FunctionCase][] {
  return Object.entries(functionCases).flatMap(([name, cases]) =>
    [cases]
      .flat()
      .map((call): [string, string, FunctionCase] => [
        `${name}, ${'matrix' in call ? call.matrix : call.what}`,
        name,
        call,
      ]),
  );
}

export const unauditedFunctions: Record<string, { why: string; call: FunctionCase }> = {
  new_calendar_link: {
    why: 'makes a calendar feed token (messaging.calendar_feeds), a secret of the caller',
    call: { as: client, matrix: "of the caller's own bookings as a client of business A" },
  },
  resend_message: {
    why: 'queues a copy of a sent message (messaging.messages)',
    call: { as: staff, matrix: "a sent message of business A's" },
  },
  resend_webhook_delivery: {
    why: 'queues a delivery again (webhooks.deliveries)',
    call: { as: owner, matrix: "of business A's delivery" },
  },
  send_test_message: {
    why: "sends a test message to the owner's own address (messaging.messages)",
    call: { as: owner, matrix: "of business A's confirmation" },
  },
  send_webhook_test: {
    why: 'queues a test ping (webhooks.events, webhooks.deliveries)',
    call: { as: owner, matrix: "of business A's endpoint" },
  },
  sync_calendars_now: {
    why: "asks for a sync now (calendars.calendars.next_sync_at), the server's own state",
    call: { as: staff, matrix: "of business A's staff member's own connection" },
  },
  webhook_endpoint_secret: {
    why: "reads an endpoint's signing secret; volatile only as it checks the caller",
    call: { as: owner, matrix: "of business A's endpoint" },
  },
};
