import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '@/components/screen-header';
import { servicesPageSize, servicesQuery } from '@/features/services/queries';
import { validateServiceListSearch } from '@/features/services/service-search';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { CreateServiceButton } from './-components/create-service-button';
import { ServiceFilters } from './-components/service-filters';
import { ServiceTable } from './-components/service-table';

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
  const { data } = useSuspenseQuery(servicesQuery(supabase, tenant.id, search));
  const pages = Math.max(1, Math.ceil(data.total / servicesPageSize));
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
        <Text size="sm" c="dimmed" aria-live="polite">
          {data.total === 1 ? '1 service' : `${data.total} services`}
          {filtered ? ' match' : ''}
        </Text>
        {data.rows.length === 0 ? (
          <Text>
            {filtered
              ? 'No service matches these filters. Clear the search or choose another status.'
              : 'No services yet. Create your first one: a group class or a private session.'}
          </Text>
        ) : (
          <ServiceTable services={data.rows} />
        )}
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={search.page ?? 1}
            onChange={(page) => void navigate({ search: { ...search, page } })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        ) : null}
      </Stack>
    </>
  );
}
