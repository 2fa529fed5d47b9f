import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '@/components/auth-screen';
import { TextLink } from '@/components/text-link';
import { afterClientSignInPath, authAreas } from '@/features/auth/auth-areas';
import { validateAuthSearch } from '@/features/auth/auth-search';
import { SignUpForm } from '@/features/auth/sign-up-form';
import { SignedInRedirect } from '@/features/auth/signed-in-redirect';

export const Route = createFileRoute('/client-access/signup/')({
  validateSearch: validateAuthSearch,
  component: ClientSignup,
});

function ClientSignup() {
  const { tenant } = Route.useSearch();
  // The confirmation link lands on the client sign-in screen with the business's ?tenant=.
  const confirmed = new URL(authAreas.client.login, window.location.origin);
  if (tenant !== undefined) confirmed.searchParams.set('tenant', tenant);
  return (
    <AuthScreen
      area="Client"
      title="Create a client account"
      links={
        <>
          <TextLink to="/client-access/login/" search={{ tenant }}>
            Already have an account? Sign in
          </TextLink>
          <TextLink to="/">Back to the home page</TextLink>
        </>
      }
      form={
        <SignedInRedirect to={afterClientSignInPath(undefined, tenant)} recovery={null}>
          <SignUpForm confirmedUrl={confirmed.href} />
        </SignedInRedirect>
      }
    >
      Create an account with the business whose link you followed, and confirm it from the email we
      send you.
    </AuthScreen>
  );
}
