import type { Supabase } from '@/supabase';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PlaceStatus } from '../bookings/places';
import { refreshBookings } from '../bookings/queries';
import { clientKeys } from '../clients/queries';
import { freeTimes } from './bookable-days';
import { dataOf } from '../data/data-error';
import type { QueryData } from '../data/query-data';
import { offeredServices } from './offered-services';

// What the client's booking screens read: the business's catalogue as its clients may see it
// (services, options, staff public profiles, the business's policy), the group sessions of the
// next two weeks with their fill (booking_summaries counts places without naming anyone) and the
// client's own places in them. Row-level security decides what a client sees; these only ask.
// Longer than most files because it is the one place these screens' data comes from.

/** How far ahead the catalogue looks for sessions and free times. */
export const bookingHorizonDays = 14;

export const registrationKeys = {
  all: ['registration'] as const,
  tenant: (tenantId: string) => [...registrationKeys.all, tenantId] as const,
  offer: (tenantId: string) => [...registrationKeys.tenant(tenantId), 'offer'] as const,
  sessions: (tenantId: string, clientId: string) =>
    [...registrationKeys.tenant(tenantId), 'sessions', clientId] as const,
  session: (tenantId: string, clientId: string, bookingId: string) =>
    [...registrationKeys.tenant(tenantId), 'session', clientId, bookingId] as const,
  nextFree: (tenantId: string, serviceId: string, optionId: string) =>
    [...registrationKeys.tenant(tenantId), 'next-free', serviceId, optionId] as const,
};

const optionColumns =
  'id, service_id, kind, name, price_minor, currency, duration_minutes, credits, validity_days';
const sessionColumns =
  'id, service_id, service_name, starts_at, ends_at, location, status, staff_name, capacity, taken, confirmed_count, waitlist_count';
const activeStatuses: PlaceStatus[] = ['held', 'confirmed', 'waitlisted', 'offered'];

/** The active services with their active options, staff and the business's booking policy. */
export function offerQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: registrationKeys.offer(tenantId),
    queryFn: async () => {
      const [services, options, serviceStaff, staff, policy] = await Promise.all([
        dataOf(
          supabase
            .from('services')
            .select('id, kind, name, description, duration_minutes, cancellation_window_minutes')
            .eq('tenant_id', tenantId)
            .eq('active', true)
            .order('name'),
        ),
        dataOf(
          supabase
            .from('service_options')
            .select(optionColumns)
            .eq('tenant_id', tenantId)
            .eq('active', true)
            .order('sort_order')
            .order('price_minor'),
        ),
        dataOf(
          supabase.from('service_staff').select('service_id, staff_id').eq('tenant_id', tenantId),
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
            .from('tenants')
            .select(
              'cancellation_window_minutes, late_cancel_fee_minor, waitlist_enabled, waitlist_mode',
            )
            .eq('id', tenantId)
            .single(),
        ),
      ]);
      return { policy, services: offeredServices(services, options, serviceStaff, staff) };
    },
  });
}

async function ownPlacesIn(supabase: Supabase, clientId: string, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return dataOf(
    supabase
      .from('enrollments')
      .select('id, booking_id, status, waitlist_position, option_id')
      .eq('client_id', clientId)
      .in('booking_id', bookingIds)
      .in('status', activeStatuses),
  );
}

export type Offer = QueryData<typeof offerQuery>;
/** A service as its clients see it: its options and the staff who deliver it. */
export type OfferedService = Offer['services'][number];
/** An option as a client sees it: the catalogue's own, without the business's bookkeeping. */
export type OfferedOption = OfferedService['options'][number];
export type BookingPolicy = Offer['policy'];

/** The group sessions of the next two weeks, by time, and the client's places in them. */
export function openSessionsQuery(supabase: Supabase, tenantId: string, clientId: string) {
  return queryOptions({
    queryKey: registrationKeys.sessions(tenantId, clientId),
    queryFn: async () => {
      const now = new Date();
      const until = new Date(now.getTime() + bookingHorizonDays * 86_400_000);
      const sessions = await dataOf(
        supabase
          .from('booking_summaries')
          .select(sessionColumns)
          .eq('tenant_id', tenantId)
          .eq('service_kind', 'group')
          .eq('status', 'scheduled')
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

/** One session the client may see, with their place in it; null when there is none. */
export function openSessionQuery(
  supabase: Supabase,
  tenantId: string,
  clientId: string,
  bookingId: string,
) {
  return queryOptions({
    queryKey: registrationKeys.session(tenantId, clientId, bookingId),
    queryFn: async () => {
      const session = await dataOf(
        supabase
          .from('booking_summaries')
          .select(sessionColumns)
          .eq('tenant_id', tenantId)
          .eq('id', bookingId)
          .maybeSingle(),
      );
      const [place] = session ? await ownPlacesIn(supabase, clientId, [session.id]) : [];
      return { session, place: place ?? null };
    },
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
