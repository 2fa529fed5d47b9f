import type {
  ActorName,
  IsolationContext,
  TenantFixture,
} from '../../../src/server/test-support/isolation-fixture.ts';
import type { IsolationRows, Row } from '../../../src/server/test-support/isolation-rows.ts';
import { membershipOperationCases } from './membership-operation-cases.ts';
import { membershipBillingCases } from './membership-billing-cases.ts';
import { attendanceReportCases } from './attendance-report-cases.ts';
import { moneyReportCases } from './money-report-cases.ts';
import { calendarOperationCases } from './calendar-cases.ts';
import { webhookOperationCases } from './webhook-cases.ts';
import { auditOperationCases } from './audit-cases.ts';

// The operation matrix as data: for every RPC, the arguments each caller sends about business
// A's objects and what each gets: 'ok' where DESIGN.md section 5 lets the caller act, otherwise
// the status and stable code of the refusal (app.raise_error in the migrations; 42501 when the
// role may not execute the function at all). Long because it is one entry per RPC and target;
// the runner is in operations.ts.

export type Outcome = 'ok' | `${number} ${string}`;
type Expectation = Record<ActorName, Outcome>;

export interface OperationCase {
  rpc: string;
  label: string;
  /** The arguments one caller sends; objects it changes are its own fresh ones. */
  args(actor: ActorName): Promise<Row>;
  expect: Expectation;
}

/** RPCs act for a signed-in user: anon may not execute them, service_role carries no user. */
export const signedOut = { anon: '401 42501', service_role: '401 not_signed_in' } as const;
export const inTeam = (outcome: Outcome) => ({
  'staff of A': outcome,
  'admin of A': outcome,
  'owner of A': outcome,
});
export const team = inTeam('ok');
/** Money and the team are the managers' (admin and owner). */
export const managers = { ...team, 'staff of A': '403 forbidden' } as const;
export const fromB = (outcome: Outcome) => ({ 'staff of B': outcome, 'owner of B': outcome });
const everyone = (outcome: Outcome): Expectation => ({
  anon: outcome,
  'client of A': outcome,
  ...inTeam(outcome),
  ...fromB(outcome),
  service_role: outcome,
});
const signedIn = (outcome: Outcome): Expectation => ({ ...everyone(outcome), ...signedOut });

const day = 24 * 3600 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

export async function operationCases(
  { fixture, server }: IsolationContext,
  rows: IsolationRows,
): Promise<OperationCase[]> {
  const a: TenantFixture = fixture.a;
  const tenant_id = a.id;
  const own = a.client.clientId;
  const other = a.secondClient.clientId;
  const owner = a.owner.client;
  const { data: slots, error } = await owner.rpc('available_slots', {
    service_id: a.privateServiceId,
    option_id: a.variantId,
    from: at(4 * day),
    to: at(9 * day),
  });
  if (error) throw new Error(`available_slots: ${error.message}`);
  // Two hours apart, so that no call takes a time another needs.
  let slot = 0;
  const nextSlot = () => (slots as { starts_at: string }[])[8 * slot++]?.starts_at;
  let days = 0;
  const nextDay = () => new Date(Date.UTC(2031, 2, 1) + day * days++).toISOString().slice(0, 10);
  const place = async (client: string, status?: string, startsIn?: number) =>
    ({ enrollment_id: (await rows.place(client, status, startsIn)).id }) as Row;
  const soon = 10 * 60_000;
  /** A fresh offered place and a link to it with a token the test knows. */
  const offerLink = async (client: string) => {
    const { enrollment_id } = await place(client, 'offered');
    const token = rows.unique('offer-token');
    await server.db.query(
      `insert into messaging.offer_links (tenant_id, enrollment_id, token_hash)
       values ($1, $2, sha256(convert_to($3, 'UTF8')))
       on conflict (tenant_id, enrollment_id) do update set token_hash = excluded.token_hash`,
      [tenant_id, enrollment_id, token],
    );
    return { token } as Row;
  };
  const preview = { own: await place(own), other: await place(other) };
  /** A message of business A's, marked sent, to resend. */
  const sentMessage = async () => {
    const { rows: sent } = await server.db.query<{ id: string }>(
      `update messaging.messages set status = 'sent', sent_at = now(), leased_by = null,
              lease_expires_at = null
       where tenant_id = $1 and id = (
         select id from messaging.messages where tenant_id = $1 order by created_at limit 1)
       returning id`,
      [tenant_id],
    );
    if (!sent[0]) throw new Error('business A has no message to resend');
    return { tenant_id, message_id: sent[0].id } as Row;
  };

  const forPlaces = (
    rpc: string,
    make: (client: string) => Promise<Row>,
    refusal: Outcome,
  ): OperationCase[] => [
    {
      rpc,
      label: "on the client's own place",
      args: () => make(own),
      expect: { ...signedOut, 'client of A': 'ok', ...team, ...fromB(refusal) },
    },
    {
      rpc,
      label: "on another client's place",
      args: () => make(other),
      expect: { ...signedOut, 'client of A': refusal, ...team, ...fromB(refusal) },
    },
  ];

  return [
    {
      rpc: 'slug_available',
      label: "with business A's address",
      args: async () => ({ slug: a.slug }),
      expect: everyone('ok'),
    },
    {
      rpc: 'invite_staff',
      label: 'inviting staff',
      args: async () => ({ tenant_id, email: `${rows.unique('invited')}@x.test`, role: 'staff' }),
      expect: {
        ...signedOut,
        'client of A': '403 forbidden',
        ...managers,
        ...fromB('403 forbidden'),
      },
    },
    {
      rpc: 'invite_staff',
      label: 'inviting an admin',
      args: async () => ({ tenant_id, email: `${rows.unique('invited')}@x.test`, role: 'admin' }),
      expect: {
        ...signedOut,
        'client of A': '403 forbidden',
        ...managers,
        'admin of A': '403 forbidden',
        ...fromB('403 forbidden'),
      },
    },
    {
      rpc: 'available_slots',
      label: "of business A's private service",
      args: async () => ({
        service_id: a.privateServiceId,
        option_id: a.variantId,
        from: at(day),
        to: at(3 * day),
      }),
      // Free times are on the public booking page (0028): anyone may ask.
      expect: everyone('ok'),
    },
    {
      rpc: 'book_private',
      label: 'for the caller themselves',
      args: async () => ({
        service_id: a.privateServiceId,
        option_id: a.variantId,
        starts_at: nextSlot(),
      }),
      expect: {
        ...signedOut,
        'client of A': 'ok',
        ...inTeam('403 not_a_client'),
        ...fromB('404 service_not_found'),
      },
    },
    {
      rpc: 'book_private',
      label: 'for another client',
      args: async () => ({
        service_id: a.privateServiceId,
        option_id: a.variantId,
        starts_at: nextSlot(),
        client_id: other,
      }),
      expect: {
        ...signedOut,
        'client of A': '403 forbidden',
        ...team,
        ...fromB('404 service_not_found'),
      },
    },
    {
      rpc: 'enroll',
      label: 'for the caller themselves',
      args: async () => ({ booking_id: (await rows.session()).id, option_id: a.dropInId }),
      expect: {
        ...signedOut,
        'client of A': 'ok',
        ...inTeam('403 not_a_client'),
        ...fromB('404 booking_not_found'),
      },
    },
    {
      rpc: 'enroll',
      label: 'for another client',
      args: async () => ({
        booking_id: (await rows.session()).id,
        option_id: a.dropInId,
        client_id: other,
      }),
      expect: {
        ...signedOut,
        'client of A': '403 forbidden',
        ...team,
        ...fromB('404 booking_not_found'),
      },
    },
    // A drop-in place held for a card payment (issue 20): as enroll, in a business that takes
    // card payments (both fixture businesses do).
    {
      rpc: 'hold_place',
      label: 'for the caller themselves',
      args: async () => ({ booking_id: (await rows.session()).id, option_id: a.dropInId }),
      expect: {
        ...signedOut,
        'client of A': 'ok',
        ...inTeam('403 not_a_client'),
        ...fromB('404 booking_not_found'),
      },
    },
    {
      rpc: 'hold_place',
      label: 'for another client',
      args: async () => ({
        booking_id: (await rows.session()).id,
        option_id: a.dropInId,
        client_id: other,
      }),
      expect: {
        ...signedOut,
        'client of A': '403 forbidden',
        ...team,
        ...fromB('404 booking_not_found'),
      },
    },
    ...forPlaces(
      'cancellation_preview',
      async (client) => (client === own ? preview.own : preview.other),
      '404 enrollment_not_found',
    ),
    ...forPlaces('cancel_enrollment', (client) => place(client), '404 enrollment_not_found'),
    ...forPlaces('accept_offer', (client) => place(client, 'offered'), '404 enrollment_not_found'),
    // A waitlist offer's emailed link: the token is the key, whoever holds it (signed in or not).
    ...(['offer_by_token', 'accept_offer_by_token'] as const).flatMap((rpc): OperationCase[] => [
      { rpc, label: "with an offer's link", args: () => offerLink(other), expect: everyone('ok') },
      {
        rpc,
        label: 'with a made-up link',
        args: async () => ({ token: rows.unique('made-up') }),
        expect: everyone('404 offer_not_found'),
      },
    ]),
    // Issue 18: an unsubscribe link is its own key, like an offer's (no sign-in).
    ...(['unsubscribe_by_token', 'unsubscribe_with_token'] as const).flatMap(
      (rpc): OperationCase[] => [
        {
          rpc,
          label: "with a client's unsubscribe link",
          args: async () => {
            const { rows: made } = await server.db.query<{ token: string }>(
              'select messaging.unsubscribe_token($1, $2) as token',
              [tenant_id, other],
            );
            return { token: made[0]?.token } as Row;
          },
          expect: everyone('ok'),
        },
        {
          rpc,
          label: 'with a made-up link',
          args: async () => ({ token: rows.unique('made-up').padEnd(64, 'x').slice(0, 64) }),
          expect: everyone('404 unsubscribe_not_found'),
        },
      ],
    ),
    ...forPlaces(
      'check_in',
      async (client) => ({ ...(await place(client, 'confirmed', soon)), status: 'present' }),
      '404 enrollment_not_found',
    ),
    {
      rpc: 'schedule_series',
      label: "of business A's group service",
      args: async () => {
        const first_day = nextDay();
        return {
          service_id: a.groupServiceId,
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          local_start: '07:00',
          first_day,
          last_day: first_day,
        };
      },
      expect: {
        ...signedOut,
        'client of A': '404 service_not_found',
        ...team,
        ...fromB('404 service_not_found'),
      },
    },
    {
      rpc: 'import_clients',
      label: 'into business A',
      args: async () => ({
        tenant_id,
        rows: [{ full_name: 'Imported', email: `${rows.unique('imported')}@x.test` }],
      }),
      expect: { ...signedOut, 'client of A': '403 forbidden', ...team, ...fromB('403 forbidden') },
    },
    {
      rpc: 'schedule_session',
      label: "of business A's group service",
      args: async () => ({ service_id: a.groupServiceId, starts_at: at(40 * day) }),
      expect: {
        ...signedOut,
        'client of A': '404 service_not_found',
        ...team,
        ...fromB('404 service_not_found'),
      },
    },
    {
      rpc: 'reschedule_booking',
      label: "of business A's session",
      args: async () => {
        const session = await rows.session();
        return {
          booking_id: session.id,
          starts_at: session.starts_at,
          staff_id: null,
          capacity: 12,
          location: 'Moved',
        };
      },
      expect: {
        ...signedOut,
        'client of A': '404 booking_not_found',
        ...team,
        ...fromB('404 booking_not_found'),
      },
    },
    {
      rpc: 'cancel_booking',
      label: "of business A's session with a place in it",
      args: async () => {
        const place = await rows.place(own);
        return { booking_id: place.booking_id, reason: 'Closed' };
      },
      expect: {
        ...signedOut,
        'client of A': '404 booking_not_found',
        ...team,
        ...fromB('404 booking_not_found'),
      },
    },
    {
      rpc: 'record_payment',
      label: "for business A's client",
      args: async () => ({ tenant_id, client_id: own, amount_minor: 500, method: 'cash' }),
      expect: {
        ...signedOut,
        'client of A': '403 forbidden',
        ...managers,
        ...fromB('403 forbidden'),
      },
    },
    {
      rpc: 'refund',
      label: "of business A's payment",
      args: async () => ({ tenant_id, payment_id: a.paymentId, amount_minor: 100 }),
      expect: {
        ...signedOut,
        'client of A': '403 forbidden',
        ...managers,
        ...fromB('403 forbidden'),
      },
    },
    {
      rpc: 'purchase_option',
      label: 'for the client, on account',
      args: async () => ({ tenant_id, client_id: own, option_id: a.packId }),
      expect: { ...signedOut, 'client of A': 'ok', ...team, ...fromB('403 forbidden') },
    },
    {
      rpc: 'purchase_option',
      label: 'for another client, on account',
      args: async () => ({ tenant_id, client_id: other, option_id: a.packId }),
      expect: { ...signedOut, 'client of A': '403 forbidden', ...team, ...fromB('403 forbidden') },
    },
    {
      rpc: 'purchase_option',
      label: 'for the client, paid at the desk',
      args: async () => ({
        tenant_id,
        client_id: own,
        option_id: a.packId,
        payment_method: 'card',
      }),
      expect: {
        ...signedOut,
        'client of A': '403 forbidden',
        ...managers,
        ...fromB('403 forbidden'),
      },
    },
    {
      rpc: 'sign_document',
      label: "business A's waiver",
      args: async () => ({ tenant_id, template_id: a.waiverId, signed_name: 'Me', consent: true }),
      expect: {
        ...signedOut,
        'client of A': 'ok',
        ...inTeam('403 not_a_client'),
        ...fromB('403 not_a_client'),
      },
    },
    {
      rpc: 'update_own_profile',
      label: 'at business A',
      args: async () => ({ tenant_id, full_name: 'Renamed Me', phone: '+44 20 7946 0000' }),
      expect: {
        ...signedOut,
        'client of A': 'ok',
        ...inTeam('403 not_a_client'),
        ...fromB('403 not_a_client'),
      },
    },
    {
      rpc: 'set_message_choices',
      label: 'at business A',
      args: async () => ({ tenant_id, reminders: true, texts: false }),
      expect: {
        ...signedOut,
        'client of A': 'ok',
        ...inTeam('403 not_a_client'),
        ...fromB('403 not_a_client'),
      },
    },
    {
      rpc: 'resend_message',
      label: "a sent message of business A's",
      args: sentMessage,
      expect: {
        ...signedOut,
        'client of A': '403 forbidden',
        ...team,
        ...fromB('403 forbidden'),
      },
    },
    {
      rpc: 'set_appointment_emails',
      label: "one's own staff profile at business A",
      args: async () => ({ tenant_id, enabled: true }),
      expect: {
        ...signedOut,
        'client of A': '404 staff_profile_not_found',
        ...team,
        ...fromB('404 staff_profile_not_found'),
      },
    },
    {
      rpc: 'save_document_template',
      label: 'a new template of business A',
      args: async () => ({ tenant_id, title: rows.unique('Form'), body: 'Text to sign' }),
      expect: {
        ...signedOut,
        'client of A': '403 forbidden',
        ...managers,
        ...fromB('403 forbidden'),
      },
    },
    {
      rpc: 'save_document_template',
      label: "new text of business A's template",
      args: async () => ({
        tenant_id,
        template_id: (await rows.template()).id,
        title: 'Fresh form',
        body: rows.unique('Changed text'),
      }),
      expect: {
        ...signedOut,
        'client of A': '403 forbidden',
        ...managers,
        ...fromB('403 forbidden'),
      },
    },
    {
      rpc: 'set_staff_hours',
      label: "of business A's staff member",
      args: async () => ({
        staff_id: (await rows.staff()).id,
        hours: [{ weekday: 1, starts_at: '09:00', ends_at: '17:00' }],
      }),
      expect: {
        ...signedOut,
        'client of A': '404 staff_not_found',
        ...managers,
        ...fromB('404 staff_not_found'),
      },
    },
    {
      rpc: 'accept_invitation',
      label: "of business A, sent to someone else's email",
      args: async () => {
        const invitation = await rows.insert('invitations', {
          tenant_id,
          email: `${rows.unique('someone')}@x.test`,
          role: 'staff',
        });
        return { invitation_id: invitation.id };
      },
      expect: signedIn('404 invitation_not_found'),
    },
    ...(['dashboard_today', 'ledger_totals'] as const).map((rpc) => ({
      rpc,
      label: "of business A's figures",
      args: async () => ({ tenant_id }),
      expect: {
        ...signedOut,
        'client of A': '403 forbidden',
        ...team,
        ...fromB('403 forbidden'),
      } as Expectation,
    })),
    // Settings › Notifications (0160): a test message to the calling owner's own email.
    {
      rpc: 'send_test_message',
      label: "of business A's confirmation",
      args: async () => ({ tenant_id, kind: 'place_confirmed' }),
      expect: {
        ...signedOut,
        'client of A': '403 forbidden',
        ...inTeam('403 forbidden'),
        'owner of A': 'ok',
        ...fromB('403 forbidden'),
      },
    },
    // Payments (0230): the owner chooses what is paid online and at the desk.
    {
      rpc: 'set_payment_options',
      label: 'of business A',
      args: async () => ({
        tenant_id,
        pay_online: ['pack'],
        pay_at_desk: ['drop_in', 'variant'],
        fees_to_saved_card: false,
      }),
      expect: {
        ...signedOut,
        'client of A': '403 forbidden',
        ...inTeam('403 forbidden'),
        'owner of A': 'ok',
        ...fromB('403 forbidden'),
      },
    },
    // Calendar subscription links (0170): each caller's own, as a client or as a team member.
    ...(['new_calendar_link', 'calendar_link'] as const).flatMap((rpc): OperationCase[] => [
      {
        rpc,
        label: "of the caller's own bookings as a client of business A",
        args: async () => ({ tenant_id }),
        expect: {
          ...signedOut,
          'client of A': 'ok',
          ...inTeam('403 not_a_client'),
          ...fromB('403 not_a_client'),
        },
      },
      {
        rpc,
        label: 'of the sessions the caller runs in business A',
        args: async () => ({ tenant_id, for_staff: true }),
        expect: {
          ...signedOut,
          'client of A': '403 forbidden',
          ...team,
          ...fromB('403 forbidden'),
        },
      },
    ]),
    ...membershipOperationCases({ fixture, server }, rows),
    ...membershipBillingCases({ fixture, server }, rows),
    ...attendanceReportCases({ fixture, server }),
    ...moneyReportCases({ fixture, server }),
    ...calendarOperationCases({ fixture, server }),
    ...webhookOperationCases({ fixture, server }),
    ...auditOperationCases({ fixture, server }),
    // Last: these make the callers clients and owners of businesses, which the cases above
    // must not see.
    {
      rpc: 'join_tenant',
      label: 'of business A',
      args: async () => ({ slug: a.slug }),
      expect: signedIn('ok'),
    },
    {
      rpc: 'create_tenant',
      label: 'a new business',
      args: async () => ({
        name: 'New business',
        slug: rows.unique('new'),
        time_zone: 'Europe/Paris',
        currency: 'EUR',
      }),
      expect: signedIn('ok'),
    },
  ];
}
