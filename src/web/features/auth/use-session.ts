import type { Session } from '@supabase/supabase-js';
import { useRouteContext } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

function useSessionState() {
  const auth = useRouteContext({ from: '__root__', select: (context) => context.auth });
  return useSyncExternalStore(auth.subscribe, auth.getSnapshot);
}

/** The signed-in user's session, or null; components re-render when it changes. */
export function useSession(): Session | null {
  const state = useSessionState();
  return state.status === 'ready' ? state.session : null;
}

/** True while the user came in by a password recovery link or code and has not yet chosen a new password. */
export function usePasswordRecovery(): boolean {
  const state = useSessionState();
  return state.status === 'ready' && state.recovery === true;
}
