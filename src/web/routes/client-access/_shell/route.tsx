import { Text } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AreaShell } from '@/components/area-shell';
import { requireClientArea } from '@/features/client-profile/require-client-area';
import { ClientNavigation } from './-components/client-navigation';

// Pathless, so the login, signup, onboarding and logout screens stay outside the shell and its
// guard. The booking page under it is open to visitors (require-client-area.ts).
export const Route = createFileRoute('/client-access/_shell')({
  beforeLoad: ({ context, location }) => requireClientArea(context, location),
  component: ClientShell,
});

function ClientShell() {
  const business = Route.useRouteContext({ select: (context) => context.business?.name });
  const signedIn = Route.useRouteContext({ select: (context) => context.userId !== null });
  const client = Route.useRouteContext({ select: (context) => context.profile !== null });
  return (
    <AreaShell
      area="Client"
      navigation={<ClientNavigation signedIn={signedIn} client={client} />}
      headerEnd={
        business && (
          <Text fw={600} truncate maw={{ base: 140, sm: 260 }}>
            {business}
          </Text>
        )
      }
    >
      <Outlet />
    </AreaShell>
  );
}
