import type { Supabase } from '@/supabase';
import { queryOptions } from '@tanstack/react-query';

/** The signed-in user's second factors, unverified ones included (their names are taken too). */
export const factorsQuery = (supabase: Supabase) =>
  queryOptions({
    queryKey: ['auth', 'factors'],
    queryFn: async () => {
      const { data, error } = await supabase.auth.mfa.listFactors();
      if (error) throw error;
      return data.all;
    },
  });

/** The signed-in user's passkeys, which sign them in without a password (PASSKEYS_ENABLED). */
export const passkeysQuery = (supabase: Supabase, userId: string | undefined) =>
  queryOptions({
    queryKey: ['auth', 'passkeys', userId],
    queryFn: async () => {
      const { data, error } = await supabase.auth.passkey.list();
      if (error) throw error;
      return data;
    },
  });

/** The providers and email or phone the signed-in user can sign in with. */
export const identitiesQuery = (supabase: Supabase, userId: string | undefined) =>
  queryOptions({
    queryKey: ['auth', 'identities', userId],
    queryFn: async () => {
      const { data, error } = await supabase.auth.getUserIdentities();
      if (error) throw error;
      return data.identities;
    },
  });

/** The user of the session this browser holds, read without a request. */
export async function sessionUser(supabase: Supabase) {
  return (await supabase.auth.getSession()).data.session?.user;
}
