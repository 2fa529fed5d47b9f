import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { RouterContext } from '@/router-context';
import { chooseByTenant, rememberedTenant } from './current-tenant';
import { membershipsQuery, type Membership } from './queries';
import { twoStepOwed } from './two-step-owed';

/**
 * For the tenant shell's beforeLoad, after the session guard: who is signed in and the business
 * they work in now. Someone signed in who works in none is sent to onboarding to create or join
 * one; someone whose business requires two-step sign-in they have not used, to set it up.
 */
export async function requireMembership(
  context: RouterContext,
  location: ParsedLocation,
): Promise<{ userId: string; membership: Membership }> {
  const state = context.auth.getSnapshot();
  const session = state.status === 'ready' ? state.session : null;
  if (session === null) throw redirect({ to: '/t/login/' });
  const userId = session.user.id;
  const memberships = await context.queryClient.ensureQueryData(
    membershipsQuery(context.supabase, userId),
  );
  const membership = chooseByTenant(memberships, rememberedTenant('staff', userId));
  if (membership === undefined) throw redirect({ to: '/t/onboarding/' });
  if (twoStepOwed(membership, session)) {
    throw redirect({ to: '/t/two-step/', search: { redirect: location.href } });
  }
  return { userId, membership };
}
