import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Raises the session to aal2 with a code from the user's verified authenticator app. supabase-js
 * stores the new session, so the session store (and with it the guards) learns of it.
 */
export async function verifyAuthenticatorCode(
  supabase: SupabaseClient,
  code: string,
): Promise<{ error: unknown }> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) return { error };
  const factor = data.totp[0];
  if (factor === undefined) {
    return { error: new Error('There is no authenticator app on this account.') };
  }
  return supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
}
