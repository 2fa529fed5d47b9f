import { Navigate } from '@tanstack/react-router';

/** Moves on to an app path that may carry a search (a guard's `?redirect=`), replacing this entry. */
export function NavigateToPath({ to }: { to: string }) {
  // The router takes the path and the search apart.
  const target = new URL(to, window.location.origin);
  return <Navigate to={target.pathname} search={Object.fromEntries(target.searchParams)} replace />;
}
