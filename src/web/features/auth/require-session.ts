import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { SessionStore } from './session-store';

/**
 * For an area shell's beforeLoad: a signed-out user goes to the area's sign-in screen, which
 * brings them back here afterwards (`?redirect=`).
 */
export function requireSession(
  auth: SessionStore,
  location: ParsedLocation,
  login: '/t/login/' | '/client-access/login/',
): void {
  const state = auth.getSnapshot();
  if (state.status === 'ready' && state.session === null) {
    throw redirect({ to: login, search: { redirect: location.href } });
  }
}
