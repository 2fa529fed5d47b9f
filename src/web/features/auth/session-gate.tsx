import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { LoadingScreen } from '../../components/loading-screen';
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

function SessionRouter({ auth, router }: SessionGateProps) {
  // A sign-in or sign-out changes what guards and loaders decide, so they run again.
  useEffect(() => auth.subscribe(() => void router.invalidate()), [auth, router]);
  return <RouterProvider router={router} />;
}
