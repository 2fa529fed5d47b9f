import type { Supabase } from '@/supabase';
import { useCallback, useEffect, useRef } from 'react';

/**
 * While a factor is being set up it is unverified and does nothing; if the person leaves before
 * verifying it (Cancel, another screen), it is removed. Returns the call that marks it verified.
 */
export function useAbandonedFactorRemoval(supabase: Supabase, factorId: string) {
  const verified = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // A tick later, so that React's development remount (StrictMode) does not count as leaving.
      setTimeout(() => {
        if (!mounted.current && !verified.current) void supabase.auth.mfa.unenroll({ factorId });
      });
    };
  }, [supabase, factorId]);
  return useCallback(() => {
    verified.current = true;
  }, []);
}
