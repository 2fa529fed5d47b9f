import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AreaShell } from '../../../components/area-shell';
import { TenantNavigation } from './-components/tenant-navigation';

// Pathless, so /t/login/, /t/signup/ and /t/onboarding/ stay outside the shell. A guard that sends
// signed-out staff to /t/login/ belongs in this route's beforeLoad (context.auth).
export const Route = createFileRoute('/t/_shell')({
  component: TenantShell,
});

function TenantShell() {
  return (
    <AreaShell area="Business" navigation={<TenantNavigation />}>
      <Outlet />
    </AreaShell>
  );
}
