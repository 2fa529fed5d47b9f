import { Divider, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
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
  const { userId, email, supabase } = Route.useRouteContext();
  const { data: invitations } = useSuspenseQuery(pendingInvitationsQuery(supabase, email));
  const { data: memberships } = useSuspenseQuery(membershipsQuery(supabase, userId));
  return (
    <AuthScreen
      area="Business"
      title="Set up your business"
      links={
        <>
          {memberships.length > 0 && <TextLink to="/t">Go to your business</TextLink>}
          <TextLink to="/">Back to the home page</TextLink>
          <SignOutNavItem />
        </>
      }
      form={
        <Stack>
          {invitations.length > 0 && (
            <>
              <InvitationList userId={userId} email={email} />
              <Divider label="Or create a new business" labelPosition="center" />
            </>
          )}
          <CreateBusinessForm userId={userId} />
        </Stack>
      }
    >
      Name your business and choose its web address, time zone and currency, or join a business that
      invited you.
    </AuthScreen>
  );
}
