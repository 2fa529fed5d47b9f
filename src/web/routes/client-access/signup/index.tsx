import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '../../../components/auth-screen';
import { TextLink } from '../../../components/text-link';

export const Route = createFileRoute('/client-access/signup/')({
  component: ClientSignup,
});

function ClientSignup() {
  return (
    <AuthScreen
      area="Client"
      title="Create a client account"
      links={
        <>
          <TextLink to="/client-access/login/">Already have an account? Sign in</TextLink>
          <TextLink to="/">Back to the home page</TextLink>
        </>
      }
    >
      You will create an account with the business whose link you followed, and confirm it from the
      email we send you.
    </AuthScreen>
  );
}
