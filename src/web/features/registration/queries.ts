import type { Supabase } from '@/supabase';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PlaceStatus } from '../bookings/places';
import { refreshBookings } from '../bookings/queries';
import { clientKeys } from '../clients/queries';
import { freeTimes } from './bookable-days';
import { dataOf } from '../data/data-error';
import type { QueryData } from '../data/query-data';
import { offeredServices } from './offered-services';

// What the booking screens read: the business's public catalogue (services, options, staff
// public profiles, the business's policy), the group sessions of the next two weeks with their
// fill (catalogue_sessions counts places without naming anyone), all readable without an account
// (docs/decisions/0028), and the client's own places in them when there is a client.
// Longer than most files because it is the one place these screens' data comes from.

/** How far ahead the catalogue looks for sessions and free times. */
export const bookingHorizonDays = 14;

export const registrationKeys = {
  all: ['registration'] as const,
  tenant: (tenantId: string) => [...registrationKeys.all, tenantId] as const,
  offer: (tenantId: string) => [...registrationKeys.tenant(tenantId), 'offer'] as const,
  sessions: (tenantId: string, clientId: string | null) =>
    [...registrationKeys.tenant(tenantId), 'sessions', clientId] as const,
  session: (tenantId: string, bookingId: string) =>
    [...registrationKeys.tenant(tenantId), 'session', bookingId] as const,
  place: (tenantId: string, clientId: string, bookingId: string) =>
    [...registrationKeys.tenant(tenantId), 'place', clientId, bookingId] as const,
  nextFree: (tenantId: string, serviceId: string, optionId: string) =>
    [...registrationKeys.tenant(tenantId), 'next-free', serviceId, optionId] as const,
  plans: (tenantId: string) => [...registrationKeys.tenant(tenantId), 'plans'] as const,
  memberships: (tenantId: string, clientId: string) =>
    [...registrationKeys.tenant(tenantId), 'memberships', clientId] as const,
};

const optionColumns =
  'id, service_id, kind, name, price_minor, currency, duration_minutes, credits, validity_days';
const sessionColumns =
  'id, service_id, service_name, starts_at, ends_at, location, status, staff_name, capacity, taken, confirmed_count, waitlist_count';
const activeStatuses: PlaceStatus[] = ['held', 'confirmed', 'waitlisted', 'offered'];

/**
 * The business's booking page: its active services with their active options and the staff who
 * deliver them, and its booking policy. The public views (docs/decisions/0028), so it reads the
 * same for a visitor, a newcomer and a client.
 */
export function offerQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: registrationKeys.offer(tenantId),
    queryFn: async () => {
      const [services, options, staff, policy] = await Promise.all([
        dataOf(
          supabase
            .from('catalogue_services')
            .select(
              'id, kind, name, description, duration_minutes, cancellation_window_minutes, staff_ids',
            )
            .eq('tenant_id', tenantId)
            .order('name'),
        ),
        dataOf(
          supabase
            .from('catalogue_options')
            .select(optionColumns)
            .eq('tenant_id', tenantId)
            .order('sort_order')
            .order('price_minor'),
        ),
        dataOf(
          supabase
            .from('staff_profiles')
            .select('id, display_name')
            .eq('tenant_id', tenantId)
            .order('display_name'),
        ),
        dataOf(
          supabase
            .from('booking_policies')
            .select(
              'cancellation_window_minutes, late_cancel_fee_minor, waitlist_enabled, waitlist_mode, documents_before_first_booking, phone_required_to_book',
            )
            .eq('tenant_id', tenantId)
            .single(),
        ),
      ]);
      const serviceStaff = services.flatMap((service) =>
        (service.staff_ids ?? []).map((staff_id) => ({ service_id: service.id, staff_id })),
      );
      return { policy, services: offeredServices(services, options, serviceStaff, staff) };
    },
  });
}

/** The business a service belongs to, or null when no active service has this id. */
export function serviceBusinessQuery(supabase: Supabase, serviceId: string) {
  return queryOptions({
    queryKey: [...registrationKeys.all, 'service-business', serviceId] as const,
    queryFn: async () => {
      const rows = await dataOf(
        supabase.from('catalogue_services').select('tenant_id').eq('id', serviceId).limit(1),
      );
      return rows[0]?.tenant_id ?? null;
    },
    // A service never moves to another business.
    staleTime: Infinity,
  });
}

async function ownPlacesIn(supabase: Supabase, clientId: string | null, bookingIds: string[]) {
  // A visitor, or someone not yet a client of this business, holds no places in it.
  if (clientId === null || bookingIds.length === 0) return [];
  return dataOf(
    supabase
      .from('enrollments')
      .select('id, booking_id, status, waitlist_position, option_id')
      .eq('client_id', clientId)
      .in('booking_id', bookingIds)
      .in('status', activeStatuses),
  );
}

/** The plans the business sells, with the classes each covers: public, as the options are. */
export function offeredPlansQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: registrationKeys.plans(tenantId),
    queryFn: () =>
      dataOf(
        supabase
          .from('catalogue_plans')
          .select(
            'id, name, description, price_minor, currency, period, allowance, carry_over_cap, daily_limit, joining_fee_minor, first_period_price_minor, minimum_periods, notice_days, service_ids',
          )
          .eq('tenant_id', tenantId)
          .order('sort_order')
          .order('price_minor'),
      ),
  });
}

export type OfferedPlan = QueryData<typeof offeredPlansQuery>[number];

/**
 * The client's memberships (joined or being joined), as their screens show them, with the
 * classes each plan covers: read from plan_services, since a plan no longer sold still covers
 * what its members booked it for.
 */
export function ownMembershipsQuery(supabase: Supabase, tenantId: string, clientId: string) {
  return queryOptions({
    queryKey: registrationKeys.memberships(tenantId, clientId),
    queryFn: async () => {
      const memberships = await dataOf(
        supabase
          .from('client_subscriptions')
          .select(
            'id, plan_id, plan_name, period, state, standing, pays_by, ends_at, period_number, period_starts_at, period_ends_at, allowance, allowance_left, daily_limit, next_charge_at, next_charge_minor, currency, overdue_minor, created_at',
          )
          .eq('tenant_id', tenantId)
          .eq('client_id', clientId)
          .in('state', ['pending', 'live'])
          .order('created_at'),
      );
      const planIds = [...new Set(memberships.map((membership) => membership.plan_id))];
      if (planIds.length === 0) return [];
      const covered = await dataOf(
        supabase
          .from('plan_services')
          .select('plan_id, service_id')
          .eq('tenant_id', tenantId)
          .in('plan_id', planIds),
      );
      return memberships.map((membership) => ({
        ...membership,
        service_ids: covered
          .filter((row) => row.plan_id === membership.plan_id)
          .map((row) => row.service_id),
      }));
    },
  });
}

/**
 * When cancelling a membership now would take effect (its notice and minimum term, by the
 * database's own rule and clock), told before the member or staff confirm; null when it is not
 * running. Read afresh each time the question is asked.
 */
export function cancellationEndQuery(supabase: Supabase, subscriptionId: string) {
  return queryOptions({
    queryKey: [...registrationKeys.all, 'cancellation-end', subscriptionId] as const,
    queryFn: async () =>
      dataOf(supabase.rpc('cancellation_end', { subscription_id: subscriptionId })),
    staleTime: 0,
  });
}

export type OwnMembership = QueryData<typeof ownMembershipsQuery>[number];

export type Offer = QueryData<typeof offerQuery>;
/** A service as its clients see it: its options and the staff who deliver it. */
export type OfferedService = Offer['services'][number];
/** An option as a client sees it: the catalogue's own, without the business's bookkeeping. */
export type OfferedOption = OfferedService['options'][number];
export type BookingPolicy = Offer['policy'];

/** The group sessions of the next two weeks, by time, and the client's places in them. */
export function openSessionsQuery(supabase: Supabase, tenantId: string, clientId: string | null) {
  return queryOptions({
    queryKey: registrationKeys.sessions(tenantId, clientId),
    queryFn: async () => {
      const now = new Date();
      const until = new Date(now.getTime() + bookingHorizonDays * 86_400_000);
      const sessions = await dataOf(
        supabase
          .from('catalogue_sessions')
          .select(sessionColumns)
          .eq('tenant_id', tenantId)
          .gt('starts_at', now.toISOString())
          .lt('starts_at', until.toISOString())
          .order('starts_at')
          .order('id'),
      );
      const places = await ownPlacesIn(
        supabase,
        clientId,
        sessions.map((session) => session.id),
      );
      return { sessions, places };
    },
  });
}

export type OpenSession = QueryData<typeof openSessionsQuery>['sessions'][number];

/** One upcoming session of the catalogue; null when there is none. */
export function openSessionQuery(supabase: Supabase, tenantId: string, bookingId: string) {
  return queryOptions({
    queryKey: registrationKeys.session(tenantId, bookingId),
    queryFn: () =>
      dataOf(
        supabase
          .from('catalogue_sessions')
          .select(sessionColumns)
          .eq('tenant_id', tenantId)
          .eq('id', bookingId)
          .maybeSingle(),
      ),
  });
}

/**
 * The client's place in one session, or null. Apart from the session, so that someone who
 * becomes a client halfway through booking it keeps the screen (the session does not reload).
 */
export function ownPlaceQuery(
  supabase: Supabase,
  tenantId: string,
  clientId: string,
  bookingId: string,
) {
  return queryOptions({
    queryKey: registrationKeys.place(tenantId, clientId, bookingId),
    queryFn: async () => (await ownPlacesIn(supabase, clientId, [bookingId]))[0] ?? null,
  });
}

/** The first free time of a private service's option with anyone, in the next two weeks. */
export function nextFreeTimeQuery(
  supabase: Supabase,
  tenantId: string,
  serviceId: string,
  optionId: string,
) {
  return queryOptions({
    queryKey: registrationKeys.nextFree(tenantId, serviceId, optionId),
    queryFn: async () => {
      const now = new Date();
      const [first] = freeTimes(
        await dataOf(
          supabase
            .rpc('available_slots', {
              service_id: serviceId,
              option_id: optionId,
              from: now.toISOString(),
              to: new Date(now.getTime() + bookingHorizonDays * 86_400_000).toISOString(),
            })
            .limit(1),
        ),
      );
      return first ?? null;
    },
    staleTime: 30_000,
  });
}

/**
 * After the client books, buys or joins a waitlist: the sessions, free times and credits these
 * screens show are stale (credits and free times come from the clients and bookings factories).
 */
export function refreshRegistration(queryClient: QueryClient, tenantId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: registrationKeys.tenant(tenantId) }),
    queryClient.invalidateQueries({ queryKey: clientKeys.all(tenantId) }),
    refreshBookings(queryClient, tenantId),
  ]);
}
