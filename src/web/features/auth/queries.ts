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
