import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { AuthScreen } from '@/components/auth-screen';
import { TextLink } from '@/components/text-link';
import { authAreas } from '@/features/auth/auth-areas';
import { SignUpForm } from '@/features/auth/sign-up-form';
import { SignedInRedirect } from '@/features/auth/signed-in-redirect';

export const Route = createFileRoute('/t/signup/')({
  component: TenantSignup,
});

function TenantSignup() {
  const intl = useIntl();
  return (
    <AuthScreen
      area={intl.formatMessage({ id: 'common.areaBusiness' })}
      title={intl.formatMessage({ id: 'auth.businessSignUpTitle' })}
      links={
        <>
          <TextLink to="/t/login/">{intl.formatMessage({ id: 'auth.signInLink' })}</TextLink>
          <TextLink to="/">{intl.formatMessage({ id: 'auth.backHome' })}</TextLink>
        </>
      }
      form={
        <SignedInRedirect to={authAreas.tenant.home} recovery={null}>
          <SignUpForm confirmedUrl={`${window.location.origin}${authAreas.tenant.login}`} />
        </SignedInRedirect>
      }
    >
      {intl.formatMessage({ id: 'auth.businessSignUpIntro' })}
    </AuthScreen>
  );
}
