import { SecondFactorStep } from './second-factor-step';
import { SetNewPasswordForm } from './set-new-password-form';
import { SignInPanel } from './sign-in-panel';
import { SignedInRedirect } from './signed-in-redirect';

/**
 * A sign-in screen's form: the ways in, the new password after recovery, the authenticator code
 * when the account has one, then on to `to`.
 */
export function SignInFlow({ to }: { to: string }) {
  return (
    <SignedInRedirect to={to} recovery={<SetNewPasswordForm />} secondFactor={<SecondFactorStep />}>
      <SignInPanel />
    </SignedInRedirect>
  );
}
