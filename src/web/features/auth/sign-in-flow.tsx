import { SetNewPasswordForm } from './set-new-password-form';
import { SignInPanel } from './sign-in-panel';
import { SignedInRedirect } from './signed-in-redirect';

/** A sign-in screen's form: the ways in, the new password after recovery, then on to `to`. */
export function SignInFlow({ to }: { to: string }) {
  return (
    <SignedInRedirect to={to} recovery={<SetNewPasswordForm />}>
      <SignInPanel />
    </SignedInRedirect>
  );
}
