import type { SupabaseClient } from '@supabase/supabase-js';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { dataOf } from '../data/data-error';
import type { Tenant } from '../tenancy/queries';

/** The signed-in person's client record at one business, with that business. */
export interface ClientProfile {
  id: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  birth_date: string | null;
  tenant: Tenant;
}

export const clientProfileKeys = {
  all: ['client-profile'] as const,
  profiles: (userId: string) => [...clientProfileKeys.all, 'profiles', userId] as const,
};

/** Every business the user books with, by name: one client record each (public.join_tenant). */
export function clientProfilesQuery(supabase: SupabaseClient, userId: string) {
  return queryOptions({
    queryKey: clientProfileKeys.profiles(userId),
    queryFn: async () => {
      const rows = await dataOf<ClientProfile[]>(
        supabase
          .from('clients')
          .select(
            'id, full_name, email, phone, birth_date, tenant:tenants(id, slug, name, time_zone, currency, locale)',
          )
          .eq('user_id', userId),
      );
      return rows.sort((a, b) => a.tenant.name.localeCompare(b.tenant.name));
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
