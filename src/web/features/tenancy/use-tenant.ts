import { useRouteContext } from '@tanstack/react-router';
import type { Membership } from './queries';

/** The business the tenant area works in now, and the user's role in it. */
export function useMembership(): Membership {
  return useRouteContext({ from: '/t/_shell', select: (context) => context.membership });
}
