import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AreaShell } from '@/components/area-shell';
import { BrandThemeProvider } from '@/features/brand/brand-theme-provider';
import { BusinessMark } from '@/features/brand/business-mark';
import { businessBrandQuery } from '@/features/brand/queries';
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

// The header names the business (its logo and name) and the area takes its accent colour
// (issue 19); until the brand has loaded, the name alone in the product's colours.
function ClientShell() {
  const { supabase, business } = Route.useRouteContext({
    select: (context) => ({ supabase: context.supabase, business: context.profile.tenant }),
  });
  const { data: brand } = useQuery(businessBrandQuery(supabase, business.slug));
  return (
    <BrandThemeProvider colour={brand?.brand_colour}>
      <AreaShell
        area="Client"
        navigation={<ClientNavigation />}
        brand={{
          mark: <BusinessMark name={business.name} logo={brand?.brand_logo} />,
          home: '/client-access',
        }}
      >
        <Outlet />
      </AreaShell>
    </BrandThemeProvider>
  );
}
