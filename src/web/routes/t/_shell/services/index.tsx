import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PagedList } from '@/components/paged-list';
import { ScreenHeader } from '@/components/screen-header';
import { servicesPageSize, servicesQuery } from '@/features/services/queries';
import { validateServiceListSearch } from '@/features/services/service-search';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { CreateServiceButton } from './-components/create-service-button';
import { ServiceFilters } from './-components/service-filters';
import { serviceColumns } from './-components/service-columns';

export const Route = createFileRoute('/t/_shell/services/')({
  validateSearch: validateServiceListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      servicesQuery(context.supabase, context.membership.tenant.id, deps),
    ),
  component: Services,
});

function Services() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { tenant, role } = useMembership();
  const list = useQuery(servicesQuery(supabase, tenant.id, search));
  const filtered = Boolean(
    search.q || search.kind || (search.status && search.status !== 'active'),
  );

  return (
    <>
      <ScreenHeader title="Services">
        The private and group services you offer, with their options and prices, the staff who
        deliver them, their booking rules and the group timetable.
      </ScreenHeader>
      <Stack>
        <Group justify="space-between" align="flex-end">
          <ServiceFilters search={search} />
          {may(role, 'manage_services') ? <CreateServiceButton /> : null}
        </Group>
        <PagedList
          noun={{ one: 'service', many: 'services' }}
          query={list}
          page={search.page ?? 1}
          pageSize={servicesPageSize}
          onPage={(page) => void navigate({ search: { ...search, page } })}
          filtered={filtered}
          empty={{
            none: 'No services yet. Create your first one: a group class or a private session.',
            unmatched:
              'No service matches these filters. Clear the search or choose another status.',
          }}
          rows={{ label: 'Services', rowKey: (service) => service.id, columns: serviceColumns }}
        />
      </Stack>
    </>
  );
}
