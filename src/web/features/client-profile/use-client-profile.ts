import { useRouteContext } from '@tanstack/react-router';
import type { ClientProfile } from './queries';

/**
 * The client record the client area works with now, and its business. Every screen but the
 * booking page is behind the guard that finds one (require-client-area.ts), so it is there.
 */
export function useClientProfile(): ClientProfile {
  const profile = useRouteContext({
    from: '/client-access/_shell',
    select: (context) => context.profile,
  });
  if (profile === null) throw new Error('This screen needs a client record.');
  return profile;
}
