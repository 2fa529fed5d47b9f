import { Group, Stack, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { PagedList } from '@/components/paged-list';
import { ScreenHeader } from '@/components/screen-header';
import { SearchStatusFilters } from '@/components/search-status-filters';
import {
  invitationsQuery,
  rolesQuery,
  staffListQuery,
  staffPageSize,
} from '@/features/staff/queries';
import { validateStaffListSearch } from '@/features/staff/staff-search';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { AddProfileButton } from './-components/add-profile-button';
import { InvitationsSection } from './-components/invitations-section';
import { staffColumns } from './-components/staff-columns';

export const Route = createFileRoute('/t/_shell/staff/')({
  validateSearch: validateStaffListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { queryClient, supabase, membership } = context;
    const tenantId = membership.tenant.id;
    await Promise.all([
      queryClient.ensureQueryData(staffListQuery(supabase, tenantId, deps)),
      queryClient.ensureQueryData(rolesQuery(supabase, tenantId)),
      may(membership.role, 'manage_staff')
        ? queryClient.ensureQueryData(invitationsQuery(supabase, tenantId))
        : null,
    ]);
  },
  component: Staff,
});

function Staff() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { tenant, role } = useMembership();
  const list = useQuery(staffListQuery(supabase, tenant.id, search));
  const { data: roles } = useSuspenseQuery(rolesQuery(supabase, tenant.id));
  const intl = useIntl();
  const go = (changes: Partial<typeof search>) =>
    void navigate({ search: { ...search, ...changes, page: undefined }, replace: true });
  const filtered = Boolean(search.q || (search.status && search.status !== 'active'));

  return (
    <>
      <ScreenHeader title={intl.formatMessage({ id: 'staff.listTitle' })}>
        {may(role, 'manage_staff')
          ? intl.formatMessage({ id: 'staff.listIntroInvite' })
          : intl.formatMessage({ id: 'staff.listIntro' })}
      </ScreenHeader>
      <Stack gap="xl">
        <Stack>
          <Group justify="space-between">
            <Title order={2}>{intl.formatMessage({ id: 'staff.team' })}</Title>
            {may(role, 'manage_staff') ? <AddProfileButton /> : null}
          </Group>
          <SearchStatusFilters
            label={intl.formatMessage({ id: 'staff.searchLabel' })}
            placeholder={intl.formatMessage({ id: 'staff.searchPlaceholder' })}
            width={240}
            search={search}
            onChange={go}
          />
          <PagedList
            noun={{
              one: intl.formatMessage({ id: 'staff.nounOne' }),
              many: intl.formatMessage({ id: 'staff.nounMany' }),
            }}
            query={list}
            page={search.page ?? 1}
            pageSize={staffPageSize}
            onPage={(page) => void navigate({ search: { ...search, page } })}
            filtered={filtered}
            empty={{
              none: intl.formatMessage({ id: 'staff.listEmpty' }),
              unmatched: intl.formatMessage({ id: 'staff.listUnmatched' }),
            }}
            rows={{
              label: intl.formatMessage({ id: 'staff.team' }),
              rowKey: (member) => member.id,
              columns: staffColumns(roles, intl),
            }}
          />
        </Stack>
        {may(role, 'manage_staff') ? <InvitationsSection /> : null}
      </Stack>
    </>
  );
}
