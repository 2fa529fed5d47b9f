import { useSuspenseQuery } from '@tanstack/react-query';
import { Select, Stack } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { AuthScreen } from '@/components/auth-screen';
import { afterSignInPath } from '@/features/auth/auth-areas';
import { validateAuthSearch } from '@/features/auth/auth-search';
import { NavigateToPath } from '@/features/auth/navigate-to-path';
import { requireSession } from '@/features/auth/require-session';
import { SignOutNavItem } from '@/features/auth/sign-out-nav-item';
import { TwoStepSection } from '@/features/auth/two-step-section';
import { useSession } from '@/features/auth/use-session';
import {
  chooseByTenant,
  rememberTenant,
  rememberedTenant,
} from '@/features/tenancy/current-tenant';
import { membershipsQuery } from '@/features/tenancy/queries';
import { twoStepOwed } from '@/features/tenancy/two-step-owed';

// Outside the tenant shell: the business it guards is closed to this session until it passes a
// second factor, so the shell's screens would only show empty lists.
export const Route = createFileRoute('/t/two-step/')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ context, location }) => {
    requireSession(context.auth, location, '/t/login/');
    const state = context.auth.getSnapshot();
    return { userId: (state.status === 'ready' ? state.session?.user.id : undefined) ?? '' };
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(membershipsQuery(context.supabase, context.userId)),
  component: TeamTwoStep,
});

function TeamTwoStep() {
  const intl = useIntl();
  const { supabase, userId } = Route.useRouteContext();
  const search = Route.useSearch();
  const session = useSession();
  const navigate = useNavigate();
  const { data: memberships } = useSuspenseQuery(membershipsQuery(supabase, userId));
  const membership = chooseByTenant(memberships, rememberedTenant('staff', userId));
  if (membership === undefined || !twoStepOwed(membership, session)) {
    return <NavigateToPath to={afterSignInPath(search.redirect, 'tenant')} />;
  }
  return (
    <AuthScreen
      area={intl.formatMessage({ id: 'common.areaBusiness' })}
      title={intl.formatMessage({ id: 'auth.teamTwoStepTitle' })}
      links={<SignOutNavItem />}
      form={
        <Stack>
          <TwoStepSection />
          {memberships.length > 1 ? (
            <Select
              label={intl.formatMessage({ id: 'auth.teamTwoStepOtherBusiness' })}
              data={memberships.map((m) => ({ value: m.tenant.id, label: m.tenant.name }))}
              value={membership.tenant.id}
              allowDeselect={false}
              onChange={(tenantId) => {
                if (tenantId === null) return;
                rememberTenant('staff', userId, tenantId);
                void navigate({ to: '/t' });
              }}
            />
          ) : null}
        </Stack>
      }
    >
      {intl.formatMessage({ id: 'auth.teamTwoStepIntro' }, { business: membership.tenant.name })}
    </AuthScreen>
  );
}
