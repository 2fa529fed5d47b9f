import { NavLink } from '@mantine/core';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { authErrorMessage } from './auth-error-message';
import { signOut } from './mutations';

/**
 * Ends the session and goes to the tenant sign-in screen. supabase-js treats the 401, 403 and 404
 * of an already ended session as signed out; any other failure is shown instead.
 */
export function SignOutNavItem() {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>();
  const leave = async () => {
    const result = await signOut(supabase);
    if (result.error) setError(authErrorMessage(result.error, intl));
    else await navigate({ to: '/t/login/', replace: true });
  };
  return (
    <NavLink
      component="button"
      type="button"
      label={intl.formatMessage({ id: 'auth.signOut' })}
      description={error}
      color={error === undefined ? undefined : 'red'}
      onClick={() => void leave()}
    />
  );
}
