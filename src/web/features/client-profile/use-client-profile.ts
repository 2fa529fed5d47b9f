import { useRouteContext } from '@tanstack/react-router';
import type { ClientProfile } from './queries';

/** The client record the client area works with now, and its business. */
export function useClientProfile(): ClientProfile {
  return useRouteContext({ from: '/client-access/_shell', select: (context) => context.profile });
}
