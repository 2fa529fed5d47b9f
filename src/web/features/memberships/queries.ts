import type { Supabase } from '@/supabase';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, pageOf } from '../data/data-error';
import type { RowOf } from '../data/query-data';
import type { MemberSearch } from './member-search';
import { membershipFigures } from './membership-figures';
import { standingsFor } from './standing';

// The owner's memberships screens' reads (issue 35, point 6): plans, members, one client's
// memberships with their periods and freezes. Rows are typed by the queries (RowOf).

export const membershipKeys = {
  all: (tenantId: string) => ['memberships', tenantId] as const,
  plans: (tenantId: string) => [...membershipKeys.all(tenantId), 'plans'] as const,
  classes: (tenantId: string) => [...membershipKeys.all(tenantId), 'classes'] as const,
  members: (tenantId: string, search?: MemberSearch) =>
    [...membershipKeys.all(tenantId), 'members', ...(search ? [search] : [])] as const,
  client: (tenantId: string, clientId: string) =>
    [...membershipKeys.all(tenantId), 'client', clientId] as const,
  figures: (tenantId: string) => [...membershipKeys.all(tenantId), 'figures'] as const,
  history: (tenantId: string, clientId: string) =>
    [...membershipKeys.client(tenantId, clientId), 'history'] as const,
};

const planColumns =
  'id, tenant_id, name, description, price_minor, currency, period, allowance, carry_over_cap, daily_limit, joining_fee_minor, first_period_price_minor, minimum_periods, notice_days, active, sort_order, plan_services(service_id)';

/** The business's plans, on sale first, each with the ids of the classes it covers. */
export function plansQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: membershipKeys.plans(tenantId),
    queryFn: async () => {
      const rows = await dataOf(
        supabase
          .from('plans')
          .select(planColumns)
          .eq('tenant_id', tenantId)
          .order('active', { ascending: false })
          .order('sort_order')
          .order('name'),
      );
      return rows.map(({ plan_services, ...plan }) => ({
        ...plan,
        service_ids: plan_services.map((covered) => covered.service_id),
      }));
    },
  });
}

/** The group services a plan may cover (a membership books classes). */
export function classServicesQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: membershipKeys.classes(tenantId),
    queryFn: () =>
      dataOf(
        supabase
          .from('services')
          .select('id, name, active')
          .eq('tenant_id', tenantId)
          .eq('kind', 'group')
          .order('name'),
      ),
  });
}

export const membersPageSize = 50;

const memberColumns =
  'id, client_id, plan_id, plan_name, period, state, standing, pays_by, ends_at, period_ends_at, allowance, allowance_left, next_charge_at, next_charge_minor, currency, overdue_minor, client:clients(full_name)';

/**
 * A page of the business's memberships of some standings, unpaid renewals first (the largest
 * amount first), then the newest.
 */
export function membersQuery(supabase: Supabase, tenantId: string, search: MemberSearch) {
  return queryOptions({
    queryKey: membershipKeys.members(tenantId, search),
    queryFn: () => {
      let read = supabase
        .from('client_subscriptions')
        .select(memberColumns, { count: 'exact' })
        .eq('tenant_id', tenantId);
      const shown = standingsFor(search.standing);
      if (shown) read = read.in('standing', [...shown]);
      return pageOf(
        read
          .order('overdue_minor', { ascending: false })
          .order('created_at', { ascending: false })
          .order('id')
          .range((search.page - 1) * membersPageSize, search.page * membersPageSize - 1),
      );
    },
    placeholderData: keepPreviousData,
  });
}

const subscriptionColumns =
  'id, client_id, plan_id, plan_name, period, state, standing, pays_by, next_plan_id, cancel_requested_at, ends_at, created_at, period_number, period_starts_at, period_ends_at, allowance, allowance_used, allowance_left, daily_limit, next_charge_at, next_charge_minor, currency, overdue_minor';

/** A client's memberships, the newest first, with where each stands now. */
export function clientSubscriptionsQuery(supabase: Supabase, tenantId: string, clientId: string) {
  return queryOptions({
    queryKey: membershipKeys.client(tenantId, clientId),
    queryFn: () =>
      dataOf(
        supabase
          .from('client_subscriptions')
          .select(subscriptionColumns)
          .eq('tenant_id', tenantId)
          .eq('client_id', clientId)
          .order('created_at', { ascending: false }),
      ),
  });
}

/** Each of a client's memberships' periods (the latest first) and freezes. */
export function subscriptionHistoryQuery(supabase: Supabase, tenantId: string, clientId: string) {
  return queryOptions({
    queryKey: membershipKeys.history(tenantId, clientId),
    queryFn: () =>
      dataOf(
        supabase
          .from('subscriptions')
          .select(
            'id, periods:subscription_periods(number, starts_at, ends_at, amount_minor, billing, attempts, next_attempt_at, last_error_code, last_error_message, overdue_since), freezes:subscription_freezes(id, starts_on, ends_on)',
          )
          .eq('tenant_id', tenantId)
          .eq('client_id', clientId)
          .order('number', { referencedTable: 'periods', ascending: false })
          .order('starts_on', { referencedTable: 'freezes', ascending: false }),
      ),
  });
}

export type Plan = RowOf<typeof plansQuery>;
export type ClassService = RowOf<typeof classServicesQuery>;
export type Member = RowOf<typeof membersQuery>;
export type ClientSubscription = RowOf<typeof clientSubscriptionsQuery>;
export type SubscriptionHistory = RowOf<typeof subscriptionHistoryQuery>;

/** Active members, monthly recurring revenue, and the renewals to chase (staff). */
export function membershipFiguresQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: membershipKeys.figures(tenantId),
    queryFn: async () =>
      membershipFigures.parse(
        await dataOf(supabase.rpc('membership_figures', { tenant_id: tenantId })),
      ),
  });
}
