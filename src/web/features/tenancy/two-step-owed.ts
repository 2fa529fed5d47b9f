import type { Session } from '@supabase/supabase-js';
import { assuranceLevel } from '../auth/second-factor-due';
import type { Membership } from './queries';

/**
 * Whether this business requires two-step sign-in of its team and the session has not used a
 * second factor: the database then closes the business to it (migration 0096), so the shell
 * sends the person to set one up instead of showing empty screens.
 */
export function twoStepOwed(membership: Membership, session: Session | null): boolean {
  if (!membership.tenant.staff_mfa_required) return false;
  return session === null || assuranceLevel(session) !== 'aal2';
}
