import type { Supabase } from '@/supabase';

// Changes to the signed-in person's own sign-in that are more than one supabase-js call's
// plumbing. Each answers supabase-js's { data, error } as it came.

/** The browser's passkey prompt, then a session for the account the chosen passkey belongs to. */
export function signInWithPasskey(supabase: Supabase) {
  return supabase.auth.signInWithPasskey();
}

/** Makes a passkey on this device (or a security key) that signs this account in. */
export function addPasskey(supabase: Supabase) {
  return supabase.auth.registerPasskey();
}

export function removePasskey(supabase: Supabase, passkeyId: string) {
  return supabase.auth.passkey.delete({ passkeyId });
}
