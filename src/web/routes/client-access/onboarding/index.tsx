import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '../../../components/auth-screen';
import { TextLink } from '../../../components/text-link';

export const Route = createFileRoute('/client-access/onboarding/')({
  component: ClientOnboarding,
});

function ClientOnboarding() {
  return (
    <AuthScreen
      area="Client"
      title="Complete your profile"
      links={
        <>
          <TextLink to="/client-access/login/">Sign in instead</TextLink>
          <TextLink to="/">Back to the home page</TextLink>
        </>
      }
    >
      After signing up you will pick your business, from the link you followed or a search, complete
      your profile, and sign any documents it needs before your first booking.
    </AuthScreen>
  );
}
