import type { EmailOtpType, Provider, UserIdentity } from '@supabase/supabase-js';
import type { Supabase } from '@/supabase';

// Changes to the signed-in person's own sign-in, and signing in and out. Each answers
// supabase-js's { data, error } as it came, so screens word its errors themselves.

export function signInWithPassword(supabase: Supabase, email: string, password: string) {
  return supabase.auth.signInWithPassword({ email: email.trim(), password });
}

/** Creates an account; the confirmation link brings the user to `confirmedUrl` signed in. */
export function signUp(
  supabase: Supabase,
  account: { name: string; email: string; password: string },
  confirmedUrl: string,
) {
  return supabase.auth.signUp({
    email: account.email.trim(),
    password: account.password,
    options: { data: { full_name: account.name.trim() }, emailRedirectTo: confirmedUrl },
  });
}

/** Emails a sign-in code and link to an existing account; its link comes back to `returnTo`. */
export function emailSignInCode(supabase: Supabase, email: string, returnTo: string) {
  return supabase.auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false, emailRedirectTo: returnTo },
  });
}

export function emailPasswordReset(supabase: Supabase, email: string, returnTo: string) {
  return supabase.auth.resetPasswordForEmail(email, { redirectTo: returnTo });
}

/** Signs in with a code from an email (`email` for a sign-in, `recovery` for a reset, ...). */
export function verifyEmailCode(
  supabase: Supabase,
  email: string,
  code: string,
  type: EmailOtpType,
) {
  return supabase.auth.verifyOtp({ email, token: code.trim(), type });
}

/** The identity provider's address for a company domain; the caller leaves for it. */
export function signInWithSso(supabase: Supabase, domain: string, returnTo: string) {
  return supabase.auth.signInWithSSO({
    domain,
    options: { redirectTo: returnTo, skipBrowserRedirect: true },
  });
}

/** Leaves for a social provider's sign-in; it comes back to `returnTo`. */
export function signInWithProvider(supabase: Supabase, provider: string, returnTo: string) {
  return supabase.auth.signInWithOAuth({
    provider: provider as Provider,
    options: { redirectTo: returnTo },
  });
}

/** Leaves for a provider to connect it to this account; it comes back to `returnTo`. */
export function connectIdentity(supabase: Supabase, provider: string, returnTo: string) {
  return supabase.auth.linkIdentity({
    provider: provider as Provider,
    options: { redirectTo: returnTo },
  });
}

/** Disconnects a provider, then refreshes the session, whose user changes with its identities. */
export async function disconnectIdentity(supabase: Supabase, identity: UserIdentity) {
  const unlinked = await supabase.auth.unlinkIdentity(identity);
  if (!unlinked.error) await supabase.auth.refreshSession();
  return unlinked;
}

/** A new email address, confirmed by a link that comes back to `returnTo`. */
export function changeEmail(supabase: Supabase, email: string, returnTo: string) {
  return supabase.auth.updateUser({ email }, { emailRedirectTo: returnTo });
}

/** Ends every session of the account (`global`), this one (`local`) or every other (`others`). */
export function signOut(supabase: Supabase, scope: 'global' | 'local' | 'others' = 'global') {
  return supabase.auth.signOut({ scope });
}

/** Emails a code that lets an old session make a sensitive change (SECURE_PASSWORD_CHANGE). */
export function requestReauthentication(supabase: Supabase) {
  return supabase.auth.reauthenticate();
}

export function enrolAuthenticatorApp(supabase: Supabase, friendlyName: string) {
  return supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName });
}

export function enrolPhone(supabase: Supabase, phone: string, friendlyName: string) {
  return supabase.auth.mfa.enroll({ factorType: 'phone', phone, friendlyName });
}

export function enrolPasskeyFactor(supabase: Supabase, friendlyName: string) {
  return supabase.auth.mfa.enroll({ factorType: 'webauthn', friendlyName });
}

export function removeFactor(supabase: Supabase, factorId: string) {
  return supabase.auth.mfa.unenroll({ factorId });
}

/** Asks for a code for a factor: a phone factor's is texted to it. */
export function challengeFactor(supabase: Supabase, factorId: string) {
  return supabase.auth.mfa.challenge({ factorId });
}

export function verifyFactor(
  supabase: Supabase,
  factorId: string,
  challengeId: string,
  code: string,
) {
  return supabase.auth.mfa.verify({ factorId, challengeId, code });
}

/** Challenges a factor and verifies its code in one go (an authenticator app's). */
export function verifyFactorCode(supabase: Supabase, factorId: string, code: string) {
  return supabase.auth.mfa.challengeAndVerify({ factorId, code });
}

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
