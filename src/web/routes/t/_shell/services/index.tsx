import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const columns = serviceColumns(intl);
  const filtered = Boolean(
    search.q || search.kind || (search.status && search.status !== 'active'),
  );

  return (
    <>
      <ScreenHeader title={intl.formatMessage({ id: 'services.listTitle' })}>
        {intl.formatMessage({ id: 'services.listIntro' })}
      </ScreenHeader>
      <Stack>
        <Group justify="space-between" align="flex-end">
          <ServiceFilters search={search} />
          {may(role, 'manage_services') ? <CreateServiceButton /> : null}
        </Group>
        <PagedList
          noun={{
            one: intl.formatMessage({ id: 'services.nounOne' }),
            many: intl.formatMessage({ id: 'services.nounMany' }),
          }}
          query={list}
          page={search.page ?? 1}
          pageSize={servicesPageSize}
          onPage={(page) => void navigate({ search: { ...search, page } })}
          filtered={filtered}
          empty={{
            none: intl.formatMessage({ id: 'services.listEmpty' }),
            unmatched: intl.formatMessage({ id: 'services.listUnmatched' }),
          }}
          rows={{
            label: intl.formatMessage({ id: 'services.listTitle' }),
            rowKey: (service) => service.id,
            columns,
          }}
        />
      </Stack>
    </>
  );
}
