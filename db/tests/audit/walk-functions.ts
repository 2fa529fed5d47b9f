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
// label, which hands out a fresh object of business A per call; the rest are made here.

export interface Walk extends IsolationContext {
  rows: IsolationRows;
  operations: OperationCase[];
}

export type FunctionCase =
  /** The isolation matrix's case of this function with this label, called as `as`. */
  | { as: ActorName; matrix: string }
  | { as: ActorName; args: (walk: Walk) => Promise<Row> }
  /** A caller who is none of the matrix's (a fresh user), and their arguments. */
  | { prepare: (walk: Walk) => Promise<{ client: SupabaseClient; args: Row }> };

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

/** Functions whose call changes at least one audited row: each must leave one entry per row. */
export const functionCases: Record<string, FunctionCase> = {
  accept_invitation: {
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
  book_private: { as: client, matrix: 'for the caller themselves' },
  cancel_booking: { as: staff, matrix: "of business A's session with a place in it" },
  cancel_enrollment: { as: client, matrix: "on the client's own place" },
  cancel_subscription: { as: client, matrix: "of the client's own membership" },
  change_plan: { as: client, matrix: "of the client's own membership" },
  check_in: { as: staff, matrix: "on the client's own place" },
  create_tenant: {
    prepare: async ({ server, rows }) => ({
      client: (await createTestUser(server)).client,
      args: { name: 'New studio', slug: rows.unique('new'), time_zone: 'UTC', currency: 'EUR' },
    }),
  },
  create_webhook_endpoint: { as: owner, matrix: 'of business A' },
  delete_webhook_endpoint: { as: owner, matrix: "of business A's endpoint" },
  enroll: { as: client, matrix: 'for the caller themselves' },
  freeze_subscription: { as: client, matrix: "of the client's own membership" },
  hold_place: { as: client, matrix: 'for the caller themselves' },
  import_clients: { as: staff, matrix: 'into business A' },
  invite_staff: { as: owner, matrix: 'inviting staff' },
  join_plan: { as: client, matrix: 'for the caller themselves' },
  join_tenant: {
    prepare: async ({ server, fixture }) => ({
      client: (await createTestUser(server, undefined, 'Newcomer')).client,
      args: { slug: fixture.a.slug },
    }),
  },
  keep_subscription: {
    as: client,
    args: async (walk) => ({ subscription_id: await cancelledMembership(walk) }),
  },
  purchase_option: { as: client, matrix: 'for the client, on account' },
  record_payment: { as: owner, matrix: "for business A's client" },
  refund: { as: owner, matrix: "of business A's payment" },
  reschedule_booking: { as: staff, matrix: "of business A's session" },
  retry_renewal: { as: owner, matrix: "of a member's declined renewal" },
  rotate_webhook_secret: { as: owner, matrix: "of business A's endpoint" },
  save_document_template: { as: owner, matrix: "new text of business A's template" },
  schedule_series: { as: staff, matrix: "of business A's group service" },
  schedule_session: { as: staff, matrix: "of business A's group service" },
  sell_plan: { as: owner, matrix: 'to a client at the desk' },
  set_appointment_emails: {
    as: staff,
    args: async ({ fixture }) => ({ tenant_id: fixture.a.id, enabled: false }),
  },
  set_message_choices: {
    as: client,
    args: async ({ fixture }) => ({ tenant_id: fixture.a.id, reminders: false, texts: true }),
  },
  set_payment_options: { as: owner, matrix: 'of business A' },
  set_staff_hours: { as: owner, matrix: "of business A's staff member" },
  // The fixture's client signed the waiver already; signing it again changes nothing.
  sign_document: {
    as: client,
    args: async ({ fixture, rows }) => ({
      tenant_id: fixture.a.id,
      template_id: (await rows.template()).id,
      signed_name: 'Client of A',
      consent: true,
    }),
  },
  unsubscribe_with_token: { as: 'anon', matrix: "with a client's unsubscribe link" },
  update_own_profile: { as: client, matrix: 'at business A' },
  update_webhook_endpoint: { as: owner, matrix: "of business A's endpoint" },
  write_off_renewal: { as: owner, matrix: "of a member's declined renewal" },
};

/**
 * Functions that change nothing the trail covers, each with why; each is still called once
 * (all are cheap) to show that it writes no entry and changes no audited row.
 */
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
  set_calendar_use: {
    why: "changes calendars.calendars (which calendars block and receive), a table the trail's migration 0356 does not audit",
    call: { as: staff, matrix: "of business A's staff member's own calendar" },
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
