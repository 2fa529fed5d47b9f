import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { secondFactorDue } from './second-factor-due';
import { usePasswordRecovery, useSession } from './use-session';

/**
 * Shows its children while nobody is signed in; once a session exists (password, code, or the
 * emailed link that brought the user here) it moves on to `to`. A recovery session first asks
 * for the new password; a session that owes its second factor first asks for the code.
 */
export function SignedInRedirect({
  to,
  recovery,
  secondFactor,
  children,
}: {
  to: string;
  recovery: ReactNode;
  /** Left out where the area guard's redirect to the sign-in screen asks for the code instead. */
  secondFactor?: ReactNode;
  children: ReactNode;
}) {
  const session = useSession();
  const recovering = usePasswordRecovery();
  if (recovering) return recovery;
  if (secondFactor !== undefined && secondFactorDue(session)) return secondFactor;
  if (session !== null) {
    // `to` may carry a search (a guard's redirect); the router takes it apart.
    const target = new URL(to, window.location.origin);
    return (
      <Navigate to={target.pathname} search={Object.fromEntries(target.searchParams)} replace />
    );
  }
  return children;
}
