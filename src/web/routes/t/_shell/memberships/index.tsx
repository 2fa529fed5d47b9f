import { Stack } from '@mantine/core';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ScreenHeader } from '@/components/screen-header';
import { defaultMemberSearch, memberSearch } from '@/features/memberships/member-search';
import { classServicesQuery, membersQuery, plansQuery } from '@/features/memberships/queries';
import { MembersSection } from './-components/members-section';
import { PlansSection } from './-components/plans-section';

export const Route = createFileRoute('/t/_shell/memberships/')({
  validateSearch: memberSearch,
  // A plain link to the screen, with the default filter, carries no search params.
  search: { middlewares: [stripSearchParams(defaultMemberSearch)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const { queryClient, supabase, membership } = context;
    const tenantId = membership.tenant.id;
    return Promise.all([
      queryClient.ensureQueryData(plansQuery(supabase, tenantId)),
      queryClient.ensureQueryData(classServicesQuery(supabase, tenantId)),
      queryClient.ensureQueryData(membersQuery(supabase, tenantId, deps)),
    ]);
  },
  component: Memberships,
});

function Memberships() {
  const intl = useIntl();
  const search = Route.useSearch();
  return (
    <>
      <ScreenHeader title={intl.formatMessage({ id: 'memberships.title' })}>
        {intl.formatMessage({ id: 'memberships.intro' })}
      </ScreenHeader>
      <Stack gap={48}>
        <PlansSection />
        <MembersSection search={search} />
      </Stack>
    </>
  );
}
