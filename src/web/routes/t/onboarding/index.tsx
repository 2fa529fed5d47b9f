import { Divider, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { AuthScreen } from '@/components/auth-screen';
import { TextLink } from '@/components/text-link';
import { requireSession } from '@/features/auth/require-session';
import { SignOutNavItem } from '@/features/auth/sign-out-nav-item';
import { membershipsQuery, pendingInvitationsQuery } from '@/features/tenancy/queries';
import { CreateBusinessForm } from './-components/create-business-form';
import { InvitationList } from './-components/invitation-list';

export const Route = createFileRoute('/t/onboarding/')({
  beforeLoad: ({ context, location }) => {
    requireSession(context.auth, location, '/t/login/');
    const state = context.auth.getSnapshot();
    const user = state.status === 'ready' ? state.session?.user : undefined;
    return { userId: user?.id ?? '', email: user?.email ?? '' };
  },
  loader: ({ context: { queryClient, supabase, email, userId } }) =>
    Promise.all([
      queryClient.ensureQueryData(pendingInvitationsQuery(supabase, email)),
      queryClient.ensureQueryData(membershipsQuery(supabase, userId)),
    ]),
  component: TenantOnboarding,
});

function TenantOnboarding() {
  const intl = useIntl();
  const { userId, email, supabase } = Route.useRouteContext();
  const { data: invitations } = useSuspenseQuery(pendingInvitationsQuery(supabase, email));
  const { data: memberships } = useSuspenseQuery(membershipsQuery(supabase, userId));
  return (
    <AuthScreen
      area={intl.formatMessage({ id: 'common.areaBusiness' })}
      title={intl.formatMessage({ id: 'auth.onboardingTitle' })}
      links={
        <>
          {memberships.length > 0 && (
            <TextLink to="/t">{intl.formatMessage({ id: 'auth.goToBusiness' })}</TextLink>
          )}
          <TextLink to="/">{intl.formatMessage({ id: 'auth.backHome' })}</TextLink>
          <SignOutNavItem />
        </>
      }
      form={
        <Stack>
          {invitations.length > 0 && (
            <>
              <InvitationList userId={userId} email={email} />
              <Divider
                label={intl.formatMessage({ id: 'auth.orCreateBusiness' })}
                labelPosition="center"
              />
            </>
          )}
          <CreateBusinessForm userId={userId} />
        </Stack>
      }
    >
      {intl.formatMessage({ id: 'auth.onboardingIntro' })}
    </AuthScreen>
  );
}
