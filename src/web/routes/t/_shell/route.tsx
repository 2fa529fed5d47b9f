import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AreaShell } from '@/components/area-shell';
import { requireSession } from '@/features/auth/require-session';
import { CommandPalette, PaletteButton } from '@/features/palette/command-palette';
import { requireMembership } from '@/features/tenancy/require-membership';
import { TenantSwitcher } from '@/features/tenancy/tenant-switcher';
import { TenantNavigation } from './-components/tenant-navigation';

// Pathless, so /t/login/, /t/signup/ and /t/onboarding/ stay outside the shell and its guard.
export const Route = createFileRoute('/t/_shell')({
  beforeLoad: async ({ context, location }) => {
    requireSession(context.auth, location, '/t/login/');
    return requireMembership(context, location);
  },
  component: TenantShell,
});

function TenantShell() {
  const userId = Route.useRouteContext({ select: (context) => context.userId });
  return (
    <AreaShell
      area="Business"
      navigation={<TenantNavigation />}
      headerEnd={
        <>
          <PaletteButton />
          <TenantSwitcher userId={userId} />
        </>
      }
    >
      <CommandPalette />
      <Outlet />
    </AreaShell>
  );
}
