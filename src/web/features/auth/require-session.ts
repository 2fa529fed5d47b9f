import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { secondFactorDue } from './second-factor-due';
import type { SessionStore } from './session-store';

/**
 * For an area shell's beforeLoad: a signed-out user goes to the area's sign-in screen, which
 * brings them back here afterwards (`?redirect=`). A session that still owes its second factor
 * goes there too: the sign-in screen asks for the code.
 */
export function requireSession(
  auth: SessionStore,
  location: ParsedLocation,
  login: '/t/login/' | '/client-access/login/',
): void {
  const state = auth.getSnapshot();
  if (state.status === 'ready' && (state.session === null || secondFactorDue(state.session))) {
    throw redirect({ to: login, search: { redirect: location.href } });
  }
}
