import { redirect } from '@tanstack/react-router';
import type { ClientProfile } from './queries';
import type { ClientArea } from './require-client-area';

/**
 * For the beforeLoad of the client area's screens other than the booking page: the shell's guard
 * has made sure of a session and a client record there, and this says so to their loaders.
 */
export function signedInClient(area: ClientArea): { userId: string; profile: ClientProfile } {
  if (area.userId === null || area.profile === null) {
    throw redirect({ to: '/client-access/login/' });
  }
  return { userId: area.userId, profile: area.profile };
}
