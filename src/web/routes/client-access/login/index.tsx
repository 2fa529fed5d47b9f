import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '@/components/auth-screen';
import { TextLink } from '@/components/text-link';
import { afterClientSignInPath } from '@/features/auth/auth-areas';
import { validateAuthSearch } from '@/features/auth/auth-search';
import { SignInFlow } from '@/features/auth/sign-in-flow';

export const Route = createFileRoute('/client-access/login/')({
  validateSearch: validateAuthSearch,
  component: ClientLogin,
});

function ClientLogin() {
  const search = Route.useSearch();
  return (
    <AuthScreen
      area="Client"
      title="Sign in to book"
      links={
        <>
          <TextLink to="/client-access/signup/" search={{ tenant: search.tenant }}>
            New here? Create a client account
          </TextLink>
          <TextLink to="/">Back to the home page</TextLink>
        </>
      }
      form={<SignInFlow to={afterClientSignInPath(search.redirect, search.tenant)} />}
    >
      Sign in with your password, or with a code or link we email you.
    </AuthScreen>
  );
}
