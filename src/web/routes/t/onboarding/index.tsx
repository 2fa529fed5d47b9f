import { Divider, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '../../../components/auth-screen';
import { TextLink } from '../../../components/text-link';
import { requireSession } from '../../../features/auth/require-session';
import { SignOutNavItem } from '../../../features/auth/sign-out-nav-item';
import { pendingInvitationsQuery } from '../../../features/tenancy/queries';
import { CreateBusinessForm } from './-components/create-business-form';
import { InvitationList } from './-components/invitation-list';

export const Route = createFileRoute('/t/onboarding/')({
  beforeLoad: ({ context, location }) => {
    requireSession(context.auth, location, '/t/login/');
    const state = context.auth.getSnapshot();
    const user = state.status === 'ready' ? state.session?.user : undefined;
    return { userId: user?.id ?? '', email: user?.email ?? '' };
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(pendingInvitationsQuery(context.supabase, context.email)),
  component: TenantOnboarding,
});

function TenantOnboarding() {
  const { userId, email } = Route.useRouteContext();
  return (
    <AuthScreen
      area="Business"
      title="Set up your business"
      links={
        <>
          <TextLink to="/t">Go to your business</TextLink>
          <TextLink to="/">Back to the home page</TextLink>
          <SignOutNavItem />
        </>
      }
      form={
        <Stack>
          <InvitationList userId={userId} email={email} />
          <Divider label="Or create a new business" labelPosition="center" />
          <CreateBusinessForm userId={userId} />
        </Stack>
      }
    >
      Name your business and choose its web address, time zone and currency, or join a business that
      invited you.
    </AuthScreen>
  );
}
