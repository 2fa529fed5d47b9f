import type { Supabase } from '@/supabase';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { dataOf } from '../data/data-error';
import type { RowOf } from '../data/query-data';
import { containsPattern } from '../data/like-pattern';

/** A business as the directory shows it: what every screen needs to name it and its times. */
export type Tenant = RowOf<typeof businessBySlugQuery>;
/** The business, with whether it requires two-step sign-in of its team, and the user's role. */
export type Membership = RowOf<typeof membershipsQuery>;
export type PendingInvitation = RowOf<typeof pendingInvitationsQuery>;

export const tenancyKeys = {
  all: ['tenancy'] as const,
  memberships: (userId: string) => [...tenancyKeys.all, 'memberships', userId] as const,
  invitations: (email: string) => [...tenancyKeys.all, 'invitations', email] as const,
  slug: (slug: string) => [...tenancyKeys.all, 'slug-available', slug] as const,
  directory: (text: string) => [...tenancyKeys.all, 'directory', text] as const,
  bySlug: (slug: string) => [...tenancyKeys.all, 'by-slug', slug] as const,
  byId: (id: string) => [...tenancyKeys.all, 'by-id', id] as const,
};

const directoryColumns = 'id, slug, name, time_zone, currency, locale';

/** The businesses the user works in, with their role in each, by name. */
export function membershipsQuery(supabase: Supabase, userId: string) {
  return queryOptions({
    queryKey: tenancyKeys.memberships(userId),
    queryFn: async () => {
      const rows = await dataOf(
        supabase
          .from('memberships')
          .select(
            'role, tenant:tenants(id, slug, name, time_zone, currency, locale, staff_mfa_required)',
          )
          .eq('user_id', userId),
      );
      return rows.sort((a, b) => a.tenant.name.localeCompare(b.tenant.name));
    },
  });
}

/** Invitations to the user's address that can still be accepted, with the business's name. */
export function pendingInvitationsQuery(supabase: Supabase, email: string) {
  return queryOptions({
    queryKey: tenancyKeys.invitations(email),
    queryFn: async () => {
      const invitations = await dataOf(
        supabase
          .from('invitations')
          .select('id, tenant_id, role, expires_at')
          .eq('email', email.toLowerCase())
          .is('accepted_at', null)
          .gt('expires_at', new Date().toISOString()),
      );
      if (invitations.length === 0) return [];
      const tenants = await dataOf(
        supabase
          .from('tenant_directory')
          .select('id, name')
          .in(
            'id',
            invitations.map((invitation) => invitation.tenant_id),
          ),
      );
      const names = new Map(tenants.map((tenant) => [tenant.id, tenant.name]));
      return invitations.map((invitation) => ({
        ...invitation,
        // Null for a business the directory does not show; the screen words it.
        tenant_name: names.get(invitation.tenant_id) ?? null,
      }));
    },
  });
}

/** Whether a web address for a new business is free (checked as the owner types it). */
export function slugAvailableQuery(supabase: Supabase, slug: string) {
  return queryOptions({
    queryKey: tenancyKeys.slug(slug),
    queryFn: () => dataOf(supabase.rpc('slug_available', { slug })),
    staleTime: 10_000,
  });
}

/**
 * After the user joins or creates a business: their memberships are fetched again before the
 * next navigation, since the tenant shell's guard reads them from the cache.
 */
export function refetchMemberships(queryClient: QueryClient, userId: string) {
  return queryClient.invalidateQueries({
    queryKey: tenancyKeys.memberships(userId),
    refetchType: 'all',
  });
}

/** Businesses whose name contains the text, for a client looking for theirs (at most 20). */
export function businessSearchQuery(supabase: Supabase, text: string) {
  return queryOptions({
    queryKey: tenancyKeys.directory(text.trim().toLowerCase()),
    queryFn: () =>
      dataOf(
        supabase
          .from('tenant_directory')
          .select(directoryColumns)
          .ilike('name', containsPattern(text))
          .order('name')
          .limit(20),
      ),
  });
}

/** The business a link names by its address (`?tenant=`), or null when there is none. */
export function businessBySlugQuery(supabase: Supabase, slug: string) {
  return queryOptions({
    queryKey: tenancyKeys.bySlug(slug.toLowerCase()),
    queryFn: () =>
      dataOf(
        supabase
          .from('tenant_directory')
          .select(directoryColumns)
          .eq('slug', slug.toLowerCase())
          .maybeSingle(),
      ),
  });
}

/** The business with this id, or null when there is none (a link's service names it). */
export function businessByIdQuery(supabase: Supabase, id: string) {
  return queryOptions({
    queryKey: tenancyKeys.byId(id),
    queryFn: () =>
      dataOf(supabase.from('tenant_directory').select(directoryColumns).eq('id', id).maybeSingle()),
  });
}
