import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { AreaShell } from '@/components/area-shell';
import { requireSession } from '@/features/auth/require-session';
import { tenantLiveSources } from '@/features/live/tenant-live-sources';
import { useLiveUpdates } from '@/features/live/use-live-updates';
import { CommandPalette, PaletteButton } from '@/features/palette/command-palette';
import { requireMembership } from '@/features/tenancy/require-membership';
import { TenantSwitcher } from '@/features/tenancy/tenant-switcher';
import { useBusinessLanguage } from '@/i18n/use-business-language';
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
  const intl = useIntl();
  const userId = Route.useRouteContext({ select: (context) => context.userId });
  const tenantId = Route.useRouteContext({ select: (context) => context.membership.tenant.id });
  useBusinessLanguage(
    Route.useRouteContext({ select: (context) => context.membership.tenant.locale }),
  );
  // Every screen of the area stays current while it is open (issue 21, point 3).
  useLiveUpdates(
    `team:${tenantId}`,
    useMemo(() => tenantLiveSources(tenantId), [tenantId]),
  );
  return (
    <AreaShell
      area={intl.formatMessage({ id: 'common.areaBusiness' })}
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
