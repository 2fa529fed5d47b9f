import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '../../../components/auth-screen';
import { TextLink } from '../../../components/text-link';

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
    >
      You will create your account here and confirm it from the email we send you. Next you set up
      your business or join one you were invited to.
    </AuthScreen>
  );
}
