import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../router-context';
import { chooseByTenant, rememberedTenant } from './current-tenant';
import { membershipsQuery, type Membership } from './queries';

/**
 * For the tenant shell's beforeLoad, after the session guard: who is signed in and the business
 * they work in now. Someone signed in who works in none is sent to onboarding to create or join one.
 */
export async function requireMembership(
  context: RouterContext,
): Promise<{ userId: string; membership: Membership }> {
  const state = context.auth.getSnapshot();
  const userId = state.status === 'ready' ? state.session?.user.id : undefined;
  if (userId === undefined) throw redirect({ to: '/t/login/' });
  const memberships = await context.queryClient.ensureQueryData(
    membershipsQuery(context.supabase, userId),
  );
  const membership = chooseByTenant(memberships, rememberedTenant('staff', userId));
  if (membership === undefined) throw redirect({ to: '/t/onboarding/' });
  return { userId, membership };
}
