import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AreaShell } from '../../../components/area-shell';
import { ClientNavigation } from './-components/client-navigation';

// Pathless, so the login, signup, onboarding and logout screens stay outside the shell. A guard
// that sends signed-out clients to /client-access/login/ belongs in this route's beforeLoad.
export const Route = createFileRoute('/client-access/_shell')({
  component: ClientShell,
});

function ClientShell() {
  return (
    <AreaShell area="Client" navigation={<ClientNavigation />}>
      <Outlet />
    </AreaShell>
  );
}
