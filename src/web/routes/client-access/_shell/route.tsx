import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { AreaShell } from '@/components/area-shell';
import { BrandThemeProvider } from '@/features/brand/brand-theme-provider';
import { BusinessMark } from '@/features/brand/business-mark';
import { businessBrandQuery } from '@/features/brand/queries';
import { requireClientArea } from '@/features/client-profile/require-client-area';
import { useReportHeight } from '@/features/embed/use-report-height';
import { catalogueTopic, clientLiveSources } from '@/features/live/client-live-sources';
import { useLiveUpdates } from '@/features/live/use-live-updates';
import { ClientNavigation } from './-components/client-navigation';
import { useBusinessLanguage } from '@/i18n/use-business-language';

// Pathless, so the login, signup, onboarding and logout screens stay outside the shell and its
// guard. The booking page under it is open to visitors (require-client-area.ts).
export const Route = createFileRoute('/client-access/_shell')({
  beforeLoad: ({ context, location }) => requireClientArea(context, location),
  component: ClientShell,
});

// The header names the business (its logo and name) and the area takes its accent colour
// (issue 19); until the brand has loaded, the name alone in the product's colours. Inside the
// frame of a business's own website, it tells that page how tall it is (issue 19, point 4).
function ClientShell() {
  const intl = useIntl();
  const content = useRef<HTMLDivElement>(null);
  useReportHeight(content);
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const business = Route.useRouteContext({ select: (context) => context.business });
  const signedIn = Route.useRouteContext({ select: (context) => context.userId !== null });
  const client = Route.useRouteContext({ select: (context) => context.profile !== null });
  const clientId = Route.useRouteContext({ select: (context) => context.profile?.id ?? null });
  const tenantId = business?.id ?? null;
  useBusinessLanguage(business?.locale);
  // Places left and the client's own bookings stay current (issue 21, point 3).
  useLiveUpdates(
    tenantId === null ? null : catalogueTopic(tenantId),
    useMemo(
      () => (tenantId === null ? [] : clientLiveSources(tenantId, clientId)),
      [tenantId, clientId],
    ),
  );
  const { data: brand } = useQuery({
    ...businessBrandQuery(supabase, business?.slug ?? ''),
    enabled: business !== null,
  });
  return (
    <BrandThemeProvider colour={brand?.brand_colour}>
      <AreaShell
        area={intl.formatMessage({ id: 'common.areaClient' })}
        navigation={<ClientNavigation signedIn={signedIn} client={client} />}
        brand={
          business
            ? {
                mark: <BusinessMark name={business.name} logo={brand?.brand_logo} />,
                home: '/client-access',
              }
            : undefined
        }
      >
        <div ref={content}>
          <Outlet />
        </div>
      </AreaShell>
    </BrandThemeProvider>
  );
}
