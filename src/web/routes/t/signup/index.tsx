import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '@/components/auth-screen';
import { TextLink } from '@/components/text-link';
import { authAreas } from '@/features/auth/auth-areas';
import { SignUpForm } from '@/features/auth/sign-up-form';
import { SignedInRedirect } from '@/features/auth/signed-in-redirect';

export const Route = createFileRoute('/t/signup/')({
  component: TenantSignup,
});

function TenantSignup() {
  return (
    <AuthScreen
      area="Business"
      title="Create a business account"
      links={
        <>
          <TextLink to="/t/login/">Already have an account? Sign in</TextLink>
          <TextLink to="/">Back to the home page</TextLink>
        </>
      }
      form={
        <SignedInRedirect to={authAreas.tenant.home} recovery={null}>
          <SignUpForm confirmedUrl={`${window.location.origin}${authAreas.tenant.login}`} />
        </SignedInRedirect>
      }
    >
      Create your account and confirm it from the email we send you. Next you set up your business
      or join one you were invited to.
    </AuthScreen>
  );
}
