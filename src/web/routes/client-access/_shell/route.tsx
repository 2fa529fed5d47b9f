import { Text } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AreaShell } from '@/components/area-shell';
import { requireSession } from '@/features/auth/require-session';
import { requireClientProfile } from '@/features/client-profile/require-client-profile';
import { ClientNavigation } from './-components/client-navigation';

// Pathless, so the login, signup, onboarding and logout screens stay outside the shell and its
// guard.
export const Route = createFileRoute('/client-access/_shell')({
  beforeLoad: async ({ context, location }) => {
    requireSession(context.auth, location, '/client-access/login/');
    return requireClientProfile(context);
  },
  component: ClientShell,
});

function ClientShell() {
  const business = Route.useRouteContext({ select: (context) => context.profile.tenant.name });
  return (
    <AreaShell
      area="Client"
      navigation={<ClientNavigation />}
      headerEnd={
        <Text fw={600} truncate maw={{ base: 140, sm: 260 }}>
          {business}
        </Text>
      }
    >
      <Outlet />
    </AreaShell>
  );
}
