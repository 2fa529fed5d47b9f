import type { Tables } from '@/database.types';
import type { Supabase } from '@/supabase';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { dataOf } from '../data/data-error';
import type { RowOf } from '../data/query-data';
import { clientKeys } from '../clients/queries';

export const clientProfileKeys = {
  all: ['client-profile'] as const,
  profiles: (userId: string) => [...clientProfileKeys.all, 'profiles', userId] as const,
};

/** Every business the user books with, by name: one client record each (public.join_tenant). */
export function clientProfilesQuery(supabase: Supabase, userId: string) {
  return queryOptions({
    queryKey: clientProfileKeys.profiles(userId),
    queryFn: async () => {
      const rows = await dataOf(
        supabase
          .from('clients')
          .select(
            'id, full_name, email, phone, birth_date, reminders_off, texts_off, tenant:tenants(id, slug, name, time_zone, currency, locale)',
          )
          .eq('user_id', userId),
      );
      return rows.sort((a, b) => a.tenant.name.localeCompare(b.tenant.name));
    },
  });
}

/** The signed-in person's client record at one business, with that business. */
export type ClientProfile = RowOf<typeof clientProfilesQuery>;

/** The places a client holds or waits for: the ones still to come on their home. */
const upcomingStatuses = ['held', 'confirmed', 'waitlisted', 'offered'] as const;
type UpcomingStatus = (typeof upcomingStatuses)[number];
const isUpcoming = (status: string): status is UpcomingStatus =>
  (upcomingStatuses as readonly string[]).includes(status);

/**
 * The business of the soonest place the user holds or waits for, or null: where a client of
 * several businesses lands when they have not chosen one on this device. Their own records only,
 * since someone who is also staff somewhere sees that business's places too.
 */
export function soonestPlaceBusinessQuery(supabase: Supabase, userId: string, clientIds: string[]) {
  return queryOptions({
    queryKey: [...clientProfileKeys.profiles(userId), 'soonest-place-business', clientIds] as const,
    queryFn: async () => {
      const rows = await dataOf(
        supabase
          .from('client_places')
          .select('tenant_id')
          .in('client_id', clientIds)
          .in('status', upcomingStatuses)
          .eq('booking_status', 'scheduled')
          .gte('starts_at', new Date().toISOString())
          .order('starts_at')
          .limit(1),
      );
      return rows[0]?.tenant_id ?? null;
    },
  });
}

/**
 * After the user joins a business or changes their profile: the client shell's guard reads the
 * profiles from the cache, so they are fetched again before the next navigation.
 */
export function refetchClientProfiles(queryClient: QueryClient, userId: string) {
  return queryClient.invalidateQueries({
    queryKey: clientProfileKeys.profiles(userId),
    refetchType: 'all',
  });
}

/** A client's place in a session, with the session (public.client_places). */
export type UpcomingPlace = Pick<
  Tables<'client_places'>,
  | 'id'
  | 'waitlist_position'
  | 'offer_expires_at'
  | 'starts_at'
  | 'ends_at'
  | 'location'
  | 'service_name'
  | 'service_kind'
  | 'staff_name'
> & {
  status: UpcomingStatus;
  /** What the place was paid with (service_options.kind): a late cancellation forfeits a pack's credit. */
  option_kind: Tables<'service_options'>['kind'] | null;
};

/**
 * The places the client holds or waits for in sessions still to start, soonest first. Keyed
 * under the client's record, so whatever refreshes the client refreshes these.
 */
export function upcomingPlacesQuery(supabase: Supabase, tenantId: string, clientId: string) {
  return queryOptions({
    queryKey: clientKeys.part(tenantId, clientId, 'upcoming-places'),
    queryFn: async (): Promise<UpcomingPlace[]> => {
      // The view shows (tenant_id, id) too, which the data API could also read as a service's
      // key: the hint names the enrollment's own option.
      const places = await dataOf(
        supabase
          .from('client_places')
          .select(
            'id, status, waitlist_position, offer_expires_at, starts_at, ends_at, location, service_name, service_kind, staff_name, option:service_options!enrollments_tenant_id_option_id_fkey(kind)',
          )
          .eq('tenant_id', tenantId)
          .eq('client_id', clientId)
          .in('status', upcomingStatuses)
          .eq('booking_status', 'scheduled')
          .gte('starts_at', new Date().toISOString())
          .order('starts_at')
          .limit(50),
      );
      // The filter above keeps only these statuses; the narrowing tells the type so.
      return places.flatMap(({ status, option, ...place }) =>
        isUpcoming(status) ? [{ ...place, status, option_kind: option?.kind ?? null }] : [],
      );
    },
  });
}

/** After the client changes anything of theirs (a place, a signature, their profile). */
export function refreshClientRecord(queryClient: QueryClient, tenantId: string, clientId: string) {
  return queryClient.invalidateQueries({ queryKey: clientKeys.detail(tenantId, clientId) });
}
