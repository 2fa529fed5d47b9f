import type { Who } from '../../../src/server/test-support/isolation-fixture.ts';
import type { Row } from '../../../src/server/test-support/isolation-rows.ts';
import { calendarReadRules } from './calendar-cases.ts';
import { auditReadRules } from './audit-cases.ts';
import { webhookReadRules } from './webhook-cases.ts';
import { adminOf, tenantOf } from './row-roles.ts';

// The read matrix as data: for every table and view, which rows each caller sees (DESIGN.md
// section 5). A rule judges each row the database holds, read as service_role, so it holds for
// whatever rows there are. The runner is in reads.ts.

export interface Truth {
  rows: Record<string, Row[]>;
  now: number;
}
type Rule = (row: Row, who: Who, truth: Truth) => boolean;

export interface ReadRule {
  /** Which rows a signed-in user sees; anon is refused unless `anon` says otherwise. */
  user: Rule;
  anon?: 'all';
  /** service_role sees every row unless the view answers for the caller's businesses only. */
  service?: 'none';
  /** The rows to judge, when service_role cannot read them through the relation itself. */
  source?: { relation: string; keep: (row: Row) => boolean };
  /** The businesses a row belongs to, for relations above them (no tenant_id of their own). */
  businesses?: (row: Row, truth: Truth) => string[];
  /** Exactly the columns every caller gets, for relations that show part of a row. */
  columns?: string[];
  /** What names a row of a view whose other columns change meanwhile (a message's status). */
  key?: string[];
}

const staffOf = (who: Who, row: Row) => who.staffOf.has(tenantOf(row));
const clientOf = (who: Who, row: Row) => who.clientOf.has(tenantOf(row));
const ownClientRow = (who: Who, row: Row) => who.clientOf.get(tenantOf(row)) === row.client_id;
const same = (row: Row, other: Row, column: string, otherColumn = 'id') =>
  row.tenant_id === other.tenant_id && row[column] === other[otherColumn];

/** The team sees its business's rows; nobody else does. */
const team: Rule = (row, who) => staffOf(who, row);
/** The team, and the client the row is about. */
const teamOrOwnClient: Rule = (row, who) => staffOf(who, row) || ownClientRow(who, row);
/** The public catalogue: the team and the business's clients. */
const catalogue: Rule = (row, who) => staffOf(who, row) || clientOf(who, row);

/** Whether one of the caller's own places matches: `row[column]` names the place's `key`. */
const ownPlace = (who: Who, truth: Truth, row: Row, column: string, key = 'id') =>
  Boolean(
    truth.rows.enrollments?.some(
      (place) => same(row, place, column, key) && ownClientRow(who, place),
    ),
  );

/** Whether the row's membership (`subscription_id`) is one of the caller's own. */
const ownMembership = (who: Who, truth: Truth, row: Row) =>
  Boolean(
    truth.rows.subscriptions?.some(
      (membership) => same(row, membership, 'subscription_id') && ownClientRow(who, membership),
    ),
  );

export const readRules: Record<string, ReadRule> = {
  tenants: { user: catalogue },
  // Above the businesses: its owner, and the teams of the businesses in it.
  organizations: {
    businesses: (row, truth) =>
      (truth.rows.tenants ?? []).filter((t) => t.organization_id === row.id).map(tenantOf),
    user: (row, who, truth) =>
      row.owner_id === who.userId ||
      Boolean(truth.rows.tenants?.some((t) => t.organization_id === row.id && staffOf(who, t))),
  },
  // What a sign-up or booking page needs: a business's public name by its address, and its
  // brand and its own websites (issue 19): nothing of its contact, policies or people.
  tenant_directory: {
    user: () => true,
    anon: 'all',
    columns: [
      'id',
      'slug',
      'name',
      'time_zone',
      'currency',
      'locale',
      'brand_description',
      'brand_colour',
      'brand_logo',
      'embed_origins',
    ],
  },
  memberships: { user: (row, who) => staffOf(who, row) || row.user_id === who.userId },
  // Pending invitations are the team managers' business, and the invited person's.
  invitations: { user: (row, who) => adminOf(who, row) || row.email === who.email },
  staff: { user: team },
  // The public booking page (0028): every business's catalogue, to anyone, signed in or not.
  // Which rows each view holds (active only, upcoming only) is db/tests/public-catalogue.test.ts.
  staff_profiles: {
    user: () => true,
    anon: 'all',
    source: { relation: 'staff', keep: (row) => row.active === true },
    columns: ['tenant_id', 'id', 'display_name', 'bio', 'colour'],
  },
  catalogue_services: {
    user: () => true,
    anon: 'all',
    columns: [
      'tenant_id',
      'id',
      'kind',
      'name',
      'description',
      'duration_minutes',
      'capacity',
      'cancellation_window_minutes',
      'colour',
      'staff_ids',
    ],
  },
  catalogue_options: {
    user: () => true,
    anon: 'all',
    columns: [
      'tenant_id',
      'id',
      'service_id',
      'kind',
      'name',
      'price_minor',
      'currency',
      'duration_minutes',
      'credits',
      'validity_days',
      'sort_order',
    ],
  },
  catalogue_sessions: {
    user: () => true,
    anon: 'all',
    columns: [
      'tenant_id',
      'id',
      'service_id',
      'service_name',
      'starts_at',
      'ends_at',
      'location',
      'status',
      'staff_id',
      'staff_name',
      'capacity',
      'taken',
      'confirmed_count',
      'waitlist_count',
    ],
  },
  booking_policies: {
    user: () => true,
    anon: 'all',
    columns: [
      'tenant_id',
      'cancellation_window_minutes',
      'late_cancel_fee_minor',
      'waitlist_enabled',
      'waitlist_mode',
      'documents_before_first_booking',
      'phone_required_to_book',
    ],
  },
  // Whether and how a business takes cards (issue 20): public, like its booking policy.
  online_payment_ways: {
    user: () => true,
    anon: 'all',
    columns: ['tenant_id', 'provider', 'pay_online', 'pay_at_desk'],
  },
  clients: { user: (row, who) => staffOf(who, row) || row.user_id === who.userId },
  // The client list with balances and credits: read as the caller, so as clients is.
  client_directory: { user: (row, who) => staffOf(who, row) || row.user_id === who.userId },
  staff_hours: { user: team },
  staff_time_off: { user: team },
  services: { user: catalogue },
  service_staff: { user: catalogue },
  service_options: { user: catalogue },
  // A client sees the sessions they hold a place in, and the upcoming group sessions they may join.
  bookings: {
    user: (row, who, truth) =>
      staffOf(who, row) ||
      ownPlace(who, truth, row, 'id', 'booking_id') ||
      (clientOf(who, row) &&
        row.status === 'scheduled' &&
        Date.parse(row.starts_at as string) > truth.now &&
        Boolean(
          truth.rows.services?.some(
            (service) => same(row, service, 'service_id') && service.kind === 'group',
          ),
        )),
  },
  // The same sessions with their fill, which clients may see too (places left, never names).
  booking_summaries: { user: (...args) => (readRules.bookings as ReadRule).user(...args) },
  booking_series: { user: team },
  enrollments: { user: teamOrOwnClient },
  // The places with their session, read as the caller: so as enrollments are.
  client_places: { user: teamOrOwnClient },
  attendance: {
    user: (row, who, truth) => staffOf(who, row) || ownPlace(who, truth, row, 'enrollment_id'),
  },
  client_notes: { user: team },
  // What the business sent its clients (issue 18): the team's, without the message's snapshot.
  client_messages: {
    user: team,
    key: ['id'],
    columns: [
      'tenant_id',
      'id',
      'client_id',
      'client_name',
      'kind',
      'channel',
      'to_address',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
      'failed_at',
      'next_attempt_at',
      'booking_id',
      'service_name',
      'session_starts_at',
      'resent',
      'delivery_status',
      'delivery_error',
      'delivery_updated_at',
    ],
  },

  // What the business sent its team and the people it invited (0200): its owners' only, so no
  // staff member reads another's messages.
  team_messages: {
    user: (row, who) => who.staffOf.get(tenantOf(row)) === 'owner',
    key: ['id'],
    columns: [
      'tenant_id',
      'id',
      'staff_id',
      'staff_name',
      'kind',
      'channel',
      'to_address',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
      'failed_at',
    ],
  },

  transactions: { user: teamOrOwnClient },
  client_balances: { user: teamOrOwnClient },
  client_credits: { user: teamOrOwnClient },
  // Clients see what they may sign (active templates) and the text they signed; drafts and
  // retired forms are the team's.
  document_templates: {
    user: (row, who) => staffOf(who, row) || (clientOf(who, row) && row.active === true),
  },
  document_template_versions: {
    user: (row, who, truth) =>
      staffOf(who, row) ||
      (clientOf(who, row) &&
        Boolean(
          truth.rows.document_templates?.some(
            (template) => same(row, template, 'template_id') && template.active === true,
          ),
        )) ||
      Boolean(
        truth.rows.client_documents?.some(
          (copy) =>
            same(row, copy, 'template_id', 'template_id') &&
            row.version === copy.template_version &&
            ownClientRow(who, copy),
        ),
      ),
  },
  client_documents: { user: teamOrOwnClient },
  // A business's own wording of its messages (0160): its team's, not its clients'.
  message_templates: { user: team },
  documents_to_sign: { user: teamOrOwnClient },
  // Payments (0230): the account's settings, never its secrets, and the provider's payments
  // beside the ledger are the managers' (owners and admins), as money is.
  payment_settings: { user: (row, who) => adminOf(who, row) },
  payment_reconciliation: { user: (row, who) => adminOf(who, row) },
  // Memberships (0340): plans are the catalogue's (and the booking page's, through
  // catalogue_plans, to anyone); a membership, its periods, freezes and allowance are the
  // team's and its client's.
  plans: { user: catalogue },
  plan_services: { user: catalogue },
  catalogue_plans: {
    user: () => true,
    anon: 'all',
    columns: [
      'tenant_id',
      'id',
      'name',
      'description',
      'price_minor',
      'currency',
      'period',
      'allowance',
      'carry_over_cap',
      'daily_limit',
      'joining_fee_minor',
      'first_period_price_minor',
      'minimum_periods',
      'notice_days',
      'sort_order',
      'service_ids',
    ],
  },
  subscriptions: { user: teamOrOwnClient },
  subscription_periods: {
    user: (row, who, truth) => staffOf(who, row) || ownMembership(who, truth, row),
  },
  subscription_freezes: {
    user: (row, who, truth) => staffOf(who, row) || ownMembership(who, truth, row),
  },
  client_allowances: { user: teamOrOwnClient, key: ['grant_id'] },
  client_subscriptions: { user: teamOrOwnClient, key: ['id'] },
  ...calendarReadRules,
  ...webhookReadRules,
  ...auditReadRules,
};
