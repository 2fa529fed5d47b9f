import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../router-context';
import { chooseByTenant, rememberedTenant } from '../tenancy/current-tenant';
import { clientProfilesQuery, type ClientProfile } from './queries';

/**
 * For the client shell's beforeLoad, after the session guard: who is signed in and the business
 * they book with now. Someone signed in who is a client of no business is sent to onboarding.
 */
export async function requireClientProfile(
  context: RouterContext,
): Promise<{ userId: string; profile: ClientProfile }> {
  const state = context.auth.getSnapshot();
  const userId = state.status === 'ready' ? state.session?.user.id : undefined;
  if (userId === undefined) throw redirect({ to: '/client-access/login/' });
  const profiles = await context.queryClient.ensureQueryData(
    clientProfilesQuery(context.supabase, userId),
  );
  const profile = chooseByTenant(profiles, rememberedTenant('client', userId));
  if (profile === undefined) throw redirect({ to: '/client-access/onboarding/' });
  return { userId, profile };
}
