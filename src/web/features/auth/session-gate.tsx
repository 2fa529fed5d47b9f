import { useQueryClient } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import type { SessionStore } from './session-store';

interface SessionGateProps {
  auth: SessionStore;
  router: AnyRouter;
}

/** Shows `Loading...` until the session is known, then the router (SPEC.md section 2). */
export function SessionGate({ auth, router }: SessionGateProps) {
  const state = useSyncExternalStore(auth.subscribe, auth.getSnapshot);
  if (state.status === 'loading') return <LoadingScreen />;
  return <SessionRouter auth={auth} router={router} />;
}

function userOf(state: ReturnType<SessionStore['getSnapshot']>): string | undefined {
  return state.status === 'ready' ? state.session?.user.id : undefined;
}

function SessionRouter({ auth, router }: SessionGateProps) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let userId = userOf(auth.getSnapshot());
    return auth.subscribe(() => {
      // Nothing one person loaded may show to the next one on this device. Signing in from
      // signed out keeps the cache: a visitor loaded only the public booking page, and a
      // newcomer signing in halfway through booking keeps it on screen (issue 19).
      const next = userOf(auth.getSnapshot());
      if (userId !== undefined && next !== userId) queryClient.clear();
      userId = next;
      // A sign-in or sign-out changes what guards and loaders decide, so they run again.
      void router.invalidate();
    });
  }, [auth, router, queryClient]);
  return <RouterProvider router={router} />;
}
