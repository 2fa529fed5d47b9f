import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '../../../components/auth-screen';
import { TextLink } from '../../../components/text-link';

export const Route = createFileRoute('/client-access/login/')({
  component: ClientLogin,
});

function ClientLogin() {
  return (
    <AuthScreen
      area="Client"
      title="Sign in to book"
      links={
        <>
          <TextLink to="/client-access/signup/">New here? Create a client account</TextLink>
          <TextLink to="/">Back to the home page</TextLink>
        </>
      }
    >
      Clients will sign in here with a password or a code or link sent by email, and recover a
      forgotten password.
    </AuthScreen>
  );
}
