import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '@/components/auth-screen';
import { TextLink } from '@/components/text-link';
import { afterSignInPath } from '@/features/auth/auth-areas';
import { validateAuthSearch } from '@/features/auth/auth-search';
import { SignInFlow } from '@/features/auth/sign-in-flow';

export const Route = createFileRoute('/t/login/')({
  validateSearch: validateAuthSearch,
  component: TenantLogin,
});

function TenantLogin() {
  const search = Route.useSearch();
  return (
    <AuthScreen
      area="Business"
      title="Sign in to your business"
      links={
        <>
          <TextLink to="/t/signup/">New here? Create a business account</TextLink>
          <TextLink to="/">Back to the home page</TextLink>
        </>
      }
      form={<SignInFlow to={afterSignInPath(search.redirect, 'tenant')} />}
    >
      Sign in with your password, or with a code or link we email you.
    </AuthScreen>
  );
}
