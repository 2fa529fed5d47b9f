import type { ReactNode } from 'react';
import { NavigateToPath } from './navigate-to-path';
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
  return session === null ? children : <NavigateToPath to={to} />;
}
