import type { Supabase } from '@/supabase';
import { withReauthentication } from './reauthentication-dialog';
import { withSecondFactor } from './second-factor-dialog';

/**
 * Sets a new password, asking first for whatever the server wants: the second step when the
 * session lacks it (a recovery link signs in without it), an emailed code when it wants a fresh
 * confirmation (SECURE_PASSWORD_CHANGE).
 */
export function changePassword(supabase: Supabase, password: string) {
  return withSecondFactor(supabase, () =>
    withReauthentication(supabase, (nonce) => supabase.auth.updateUser({ password, nonce })),
  );
}
