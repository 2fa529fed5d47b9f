import type { Session } from '@supabase/supabase-js';
import { useRouteContext } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

/** The signed-in user's session, or null; components re-render when it changes. */
export function useSession(): Session | null {
  const auth = useRouteContext({ from: '__root__', select: (context) => context.auth });
  const state = useSyncExternalStore(auth.subscribe, auth.getSnapshot);
  return state.status === 'ready' ? state.session : null;
}
