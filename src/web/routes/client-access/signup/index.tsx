import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthScreen } from '@/components/auth-screen';
import { TextLink } from '@/components/text-link';
import { afterClientSignInPath, authAreas } from '@/features/auth/auth-areas';
import { validateAuthSearch } from '@/features/auth/auth-search';
import { SignUpForm } from '@/features/auth/sign-up-form';
import { SignedInRedirect } from '@/features/auth/signed-in-redirect';
import { businessBySlugQuery } from '@/features/tenancy/queries';

export const Route = createFileRoute('/client-access/signup/')({
  validateSearch: validateAuthSearch,
  component: ClientSignup,
});

function ClientSignup() {
  const intl = useIntl();
  const { tenant } = Route.useSearch();
  // The confirmation link lands on the client sign-in screen with the business's ?tenant=.
  const confirmed = new URL(authAreas.client.login, window.location.origin);
  if (tenant !== undefined) confirmed.searchParams.set('tenant', tenant);
  return (
    <AuthScreen
      area={intl.formatMessage({ id: 'common.areaClient' })}
      title={intl.formatMessage({ id: 'auth.clientSignUpTitle' })}
      links={
        <>
          <TextLink to="/client-access/login/" search={{ tenant }}>
            {intl.formatMessage({ id: 'auth.signInLink' })}
          </TextLink>
          <TextLink to="/">{intl.formatMessage({ id: 'auth.backHome' })}</TextLink>
        </>
      }
      form={
        <SignedInRedirect to={afterClientSignInPath(undefined, tenant)} recovery={null}>
          {tenant !== undefined && <JoiningBusiness slug={tenant} />}
          <SignUpForm confirmedUrl={confirmed.href} />
        </SignedInRedirect>
      }
    >
      {intl.formatMessage({ id: 'auth.clientSignUpIntro' })}
    </AuthScreen>
  );
}

/** Which business the new account joins, named before the person signs up (issue 19). */
function JoiningBusiness({ slug }: { slug: string }) {
  const intl = useIntl();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { data: business, isPending } = useQuery(businessBySlugQuery(supabase, slug));
  if (isPending) return null;
  if (business === null || business === undefined) {
    return (
      <Alert
        color="yellow"
        role="alert"
        title={intl.formatMessage({ id: 'auth.businessNotFound' })}
        // The yellow title on its light background is too pale to read (axe: contrast).
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        mb="md"
      >
        <Text size="sm">
          <FormattedMessage
            id="auth.signUpBusinessNotFound"
            values={{
              slug,
              link: (chunks) => <TextLink to="/client-access/register/">{chunks}</TextLink>,
            }}
          />
        </Text>
      </Alert>
    );
  }
  return (
    <Text mb="md" fw={600}>
      {intl.formatMessage({ id: 'auth.joiningBusiness' }, { business: business.name })}
    </Text>
  );
}
