import type { Session } from '@supabase/supabase-js';

/** The `aal` claim of the session's access token; a token that cannot be read counts as aal1. */
export function assuranceLevel(session: Session): string {
  try {
    const payload = session.access_token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { aal } = JSON.parse(json) as { aal?: unknown };
    return typeof aal === 'string' ? aal : 'aal1';
  } catch {
    return 'aal1';
  }
}

/**
 * Whether the session still owes its second factor: the user has a verified factor and the
 * session has not used one. It reads what `mfa.getAuthenticatorAssuranceLevel()` reads (the
 * token's `aal`, the user's verified factors), but synchronously, so that route guards and the
 * sign-in screen decide from the same session store without waiting.
 */
export function secondFactorDue(session: Session | null): boolean {
  if (session === null) return false;
  const verified = (session.user.factors ?? []).some((factor) => factor.status === 'verified');
  return verified && assuranceLevel(session) === 'aal1';
}
