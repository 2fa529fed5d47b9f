import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const search = Route.useSearch();
  return (
    <AuthScreen
      area={intl.formatMessage({ id: 'common.areaBusiness' })}
      title={intl.formatMessage({ id: 'auth.businessSignInTitle' })}
      links={
        <>
          <TextLink to="/t/signup/">
            {intl.formatMessage({ id: 'auth.businessSignUpLink' })}
          </TextLink>
          <TextLink to="/">{intl.formatMessage({ id: 'auth.backHome' })}</TextLink>
        </>
      }
      form={<SignInFlow to={afterSignInPath(search.redirect, 'tenant')} />}
    >
      {intl.formatMessage({ id: 'auth.signInIntro' })}
    </AuthScreen>
  );
}
