import { Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { ListResults } from '@/components/list-results';
import { ResponsiveList } from '@/components/responsive-list';
import { ScreenHeader } from '@/components/screen-header';
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
  const [words, setWords] = useState(search.q ?? '');
  const go = (changes: Partial<typeof search>) =>
    void navigate({ search: { ...search, ...changes, page: undefined }, replace: true });
  const searchFor = useDebouncedCallback((q: string) => go({ q: q.trim() || undefined }), 300);
  const filtered = Boolean(search.q || (search.status && search.status !== 'active'));

  return (
    <>
      <ScreenHeader title="Staff">
        Your team: who signs in and with which role, their profiles, weekly hours and time off.
        {may(role, 'manage_staff') ? ' Invite new members by email.' : ''}
      </ScreenHeader>
      <Stack gap="xl">
        <Stack>
          <Group justify="space-between">
            <Title order={2}>Team</Title>
            {may(role, 'manage_staff') ? <AddProfileButton /> : null}
          </Group>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Search the team"
              placeholder="Name or email"
              type="search"
              value={words}
              onChange={(event) => {
                setWords(event.currentTarget.value);
                searchFor(event.currentTarget.value);
              }}
              w={{ base: '100%', xs: 240 }}
            />
            <SegmentedControl
              aria-label="Status"
              data={[
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
                { value: 'all', label: 'All' },
              ]}
              value={search.status ?? 'active'}
              onChange={(status) =>
                go({ status: status === 'active' ? undefined : (status as 'inactive' | 'all') })
              }
            />
          </Group>
          <ListResults
            noun={{ one: 'person', many: 'people' }}
            query={list}
            page={search.page ?? 1}
            pageSize={staffPageSize}
            onPage={(page) => void navigate({ search: { ...search, page } })}
            filtered={filtered}
            empty={{
              none: 'Nobody is on the team yet.',
              unmatched: 'Nobody matches these filters.',
            }}
          >
            {(rows, position) => (
              <ResponsiveList
                label="Team"
                rows={rows}
                rowKey={(member) => member.id}
                columns={staffColumns(roles)}
                position={position}
              />
            )}
          </ListResults>
        </Stack>
        {may(role, 'manage_staff') ? <InvitationsSection /> : null}
      </Stack>
    </>
  );
}
