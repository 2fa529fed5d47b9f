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
