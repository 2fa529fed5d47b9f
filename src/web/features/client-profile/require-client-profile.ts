import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '@/router-context';
import { chooseByTenant, rememberedTenant } from '../tenancy/current-tenant';
import { clientProfilesQuery, soonestPlaceBusinessQuery, type ClientProfile } from './queries';

/**
 * For the client shell's beforeLoad, after the session guard: who is signed in and the business
 * they book with now: the one chosen on this device, else where their next booking is, else the
 * first by name. Someone signed in who is a client of no business is sent to onboarding.
 */
export async function requireClientProfile(
  context: RouterContext,
): Promise<{ userId: string; profile: ClientProfile }> {
  const state = context.auth.getSnapshot();
  const userId = state.status === 'ready' ? state.session?.user.id : undefined;
  if (userId === undefined) throw redirect({ to: '/client-access/login/' });
  const cached = await context.queryClient.ensureQueryData(
    clientProfilesQuery(context.supabase, userId),
  );
  // No record in the cache may be a list read just before this person joined a business (the
  // booking page's newcomer flow joins as it books): ask again before sending them to onboarding.
  const profiles =
    cached.length > 0
      ? cached
      : await context.queryClient.fetchQuery({
          ...clientProfilesQuery(context.supabase, userId),
          staleTime: 0,
        });
  const remembered = rememberedTenant('client', userId);
  // Without a choice on this device, a client of several businesses starts where their next
  // booking is, not at whichever comes first by name.
  const undecided = profiles.length > 1 && !profiles.some((p) => p.tenant.id === remembered);
  const preferred = undecided
    ? await context.queryClient.ensureQueryData(
        soonestPlaceBusinessQuery(
          context.supabase,
          userId,
          profiles.map((p) => p.id),
        ),
      )
    : null;
  const profile = chooseByTenant(profiles, remembered, preferred);
  if (profile === undefined) throw redirect({ to: '/client-access/onboarding/' });
  return { userId, profile };
}
