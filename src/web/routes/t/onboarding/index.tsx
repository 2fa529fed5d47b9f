import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '../../../components/auth-screen';
import { TextLink } from '../../../components/text-link';

export const Route = createFileRoute('/t/onboarding/')({
  component: TenantOnboarding,
});

function TenantOnboarding() {
  return (
    <AuthScreen
      area="Business"
      title="Set up your business"
      links={
        <>
          <TextLink to="/t/login/">Sign in instead</TextLink>
          <TextLink to="/">Back to the home page</TextLink>
        </>
      }
    >
      After signing up you will name your business and choose its web address, time zone and
      currency, or accept an invitation to join a business that already uses the product.
    </AuthScreen>
  );
}
