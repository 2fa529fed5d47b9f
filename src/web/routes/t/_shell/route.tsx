import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AreaShell } from '../../../components/area-shell';
import { requireSession } from '../../../features/auth/require-session';
import { TenantNavigation } from './-components/tenant-navigation';

// Pathless, so /t/login/, /t/signup/ and /t/onboarding/ stay outside the shell and its guard.
export const Route = createFileRoute('/t/_shell')({
  beforeLoad: ({ context, location }) => requireSession(context.auth, location, '/t/login/'),
  component: TenantShell,
});

function TenantShell() {
  return (
    <AreaShell area="Business" navigation={<TenantNavigation />}>
      <Outlet />
    </AreaShell>
  );
}
