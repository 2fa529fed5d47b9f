import { Alert, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AuthScreen } from '@/components/auth-screen';
import { TextLink } from '@/components/text-link';
import { validateAuthSearch } from '@/features/auth/auth-search';
import { requireSession } from '@/features/auth/require-session';
import { clientProfilesQuery } from '@/features/client-profile/queries';
import { BusinessSearch } from '@/features/tenancy/business-search';
import { businessBySlugQuery } from '@/features/tenancy/queries';
import { DocumentsStep } from './-components/documents-step';
import { ProfileStep } from './-components/profile-step';

// Outside the client shell, whose guard sends people without a client record here.
export const Route = createFileRoute('/client-access/onboarding/')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ context, location }) => {
    requireSession(context.auth, location, '/client-access/login/');
    const state = context.auth.getSnapshot();
    const user = state.status === 'ready' ? state.session?.user : undefined;
    const name: unknown = user?.user_metadata.full_name;
    return { userId: user?.id ?? '', signUpName: typeof name === 'string' ? name : '' };
  },
  loaderDeps: ({ search }) => ({ tenant: search.tenant }),
  loader: ({ context: { queryClient, supabase, userId }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(clientProfilesQuery(supabase, userId)),
      deps.tenant === undefined
        ? null
        : queryClient.ensureQueryData(businessBySlugQuery(supabase, deps.tenant)),
    ]),
  component: ClientOnboarding,
});

function ClientOnboarding() {
  const intl = useIntl();
  const { tenant: slug } = Route.useSearch();
  const { supabase, userId } = Route.useRouteContext();
  const { data: profiles } = useSuspenseQuery(clientProfilesQuery(supabase, userId));
  const links = (
    <>
      {profiles.length > 0 && (
        <TextLink to="/client-access">{intl.formatMessage({ id: 'auth.backToBookings' })}</TextLink>
      )}
      <TextLink to="/client-access/logout">{intl.formatMessage({ id: 'auth.signOut' })}</TextLink>
    </>
  );
  if (slug === undefined) {
    return (
      <AuthScreen
        area={intl.formatMessage({ id: 'common.areaClient' })}
        title={intl.formatMessage({ id: 'auth.findBusinessTitle' })}
        links={links}
        form={<JoinSearch />}
      >
        {intl.formatMessage({ id: 'auth.findBusinessIntro' })}
      </AuthScreen>
    );
  }
  return <JoinBusiness slug={slug} links={links} />;
}

/** The business of the link: its profile step, then the documents it needs before booking. */
function JoinBusiness({ slug, links }: { slug: string; links: ReactNode }) {
  const intl = useIntl();
  const area = intl.formatMessage({ id: 'common.areaClient' });
  const { supabase } = Route.useRouteContext();
  const { data: business } = useSuspenseQuery(businessBySlugQuery(supabase, slug));
  const [joined, setJoined] = useState<{ clientId: string; fullName: string }>();

  if (business === null) {
    return (
      <AuthScreen
        area={area}
        title={intl.formatMessage({ id: 'auth.findBusinessTitle' })}
        links={links}
        form={
          <Stack>
            <Alert color="yellow" role="alert">
              <Text fw={600} size="sm">
                {intl.formatMessage({ id: 'auth.businessNotFound' })}
              </Text>
              <Text size="sm">
                {intl.formatMessage({ id: 'auth.onboardingBusinessNotFound' }, { slug })}
              </Text>
            </Alert>
            <JoinSearch />
          </Stack>
        }
      >
        {intl.formatMessage({ id: 'auth.unknownBusinessLink' })}
      </AuthScreen>
    );
  }
  if (joined !== undefined) {
    return (
      <AuthScreen
        area={area}
        title={intl.formatMessage({ id: 'auth.documentsStepTitle' })}
        links={links}
        form={<DocumentsStep business={business} {...joined} />}
      >
        {intl.formatMessage({ id: 'auth.documentsStepIntro' }, { business: business.name })}
      </AuthScreen>
    );
  }
  return (
    <AuthScreen
      area={area}
      title={intl.formatMessage({ id: 'auth.profileStepTitle' })}
      links={links}
      form={<ProfileStep business={business} onJoined={setJoined} />}
    >
      {intl.formatMessage({ id: 'auth.profileStepIntro' }, { business: business.name })}
    </AuthScreen>
  );
}

/** The business search of onboarding: choosing one joins it. */
function JoinSearch() {
  const intl = useIntl();
  const navigate = Route.useNavigate();
  return (
    <BusinessSearch
      action={intl.formatMessage({ id: 'auth.join' })}
      onChoose={(business) => void navigate({ search: { tenant: business.slug } })}
    />
  );
}
