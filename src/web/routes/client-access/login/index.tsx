import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const search = Route.useSearch();
  return (
    <AuthScreen
      area={intl.formatMessage({ id: 'common.areaClient' })}
      title={intl.formatMessage({ id: 'auth.clientSignInTitle' })}
      links={
        <>
          <TextLink to="/client-access/signup/" search={{ tenant: search.tenant }}>
            {intl.formatMessage({ id: 'auth.clientSignUpLink' })}
          </TextLink>
          <TextLink to="/">{intl.formatMessage({ id: 'auth.backHome' })}</TextLink>
        </>
      }
      form={<SignInFlow to={afterClientSignInPath(search.redirect, search.tenant)} />}
    >
      {intl.formatMessage({ id: 'auth.signInIntro' })}
    </AuthScreen>
  );
}
