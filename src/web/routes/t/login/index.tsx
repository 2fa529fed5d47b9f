import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '../../../components/auth-screen';
import { TextLink } from '../../../components/text-link';

export const Route = createFileRoute('/t/login/')({
  component: TenantLogin,
});

function TenantLogin() {
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
    >
      Your team will sign in here with a password or a code or link sent by email, recover a
      forgotten password, and confirm a second factor when they have set one up.
    </AuthScreen>
  );
}
