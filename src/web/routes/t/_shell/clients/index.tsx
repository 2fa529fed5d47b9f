import { Group, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { PagedList } from '@/components/paged-list';
import { ScreenHeader } from '@/components/screen-header';
import {
  clientPageSize,
  clientListSearch,
  defaultClientListSearch,
  type ClientListSearch,
} from '@/features/clients/client-list-search';
import { clientListQuery } from '@/features/clients/queries';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { ClientFilters } from './-components/client-filters';
import { clientColumns } from './-components/client-columns';
import { CreateClientButton } from './-components/create-client-button';
import { ExportClientsButton } from './-components/export-clients-button';
import { ImportClientsButton } from './-components/import-clients-button';

export const Route = createFileRoute('/t/_shell/clients/')({
  validateSearch: clientListSearch,
  // Defaults stay out of the address: a plain list is /t/clients/, a filtered one says how.
  search: { middlewares: [stripSearchParams(defaultClientListSearch)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      clientListQuery(context.supabase, context.membership.tenant.id, deps),
    ),
  component: Clients,
});

function Clients() {
  const intl = useIntl();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { tenant, role } = useMembership();
  // The page on show stays while the next one loads, so the list does not jump while typing.
  const list = useQuery({
    ...clientListQuery(supabase, tenant.id, search),
    placeholderData: keepPreviousData,
  });
  const change = (next: Partial<ClientListSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, page: 1, ...next }), replace: true });

  const filtered =
    search.q !== '' ||
    search.balance !== 'any' ||
    search.credits ||
    search.tag !== '' ||
    search.status !== 'active';

  return (
    <>
      <ScreenHeader title={intl.formatMessage({ id: 'clients.listTitle' })}>
        {intl.formatMessage({ id: 'clients.listIntro' }, { business: tenant.name })}
      </ScreenHeader>
      <Stack gap="md">
        <Group gap="sm">
          {may(role, 'manage_clients') && <CreateClientButton />}
          {may(role, 'manage_clients') && <ImportClientsButton />}
          <ExportClientsButton search={search} total={list.data?.total ?? 0} />
        </Group>
        <ClientFilters search={search} onChange={change} />
        <PagedList
          noun={{
            one: intl.formatMessage({ id: 'clients.nounOne' }),
            many: intl.formatMessage({ id: 'clients.nounMany' }),
          }}
          query={list}
          page={search.page}
          pageSize={clientPageSize}
          onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
          filtered={filtered}
          empty={{
            none: intl.formatMessage({ id: 'clients.listEmpty' }),
            unmatched: intl.formatMessage({ id: 'clients.listUnmatched' }),
          }}
          rows={{
            label: intl.formatMessage({ id: 'clients.listTitle' }),
            rowKey: (client) => client.id,
            columns: clientColumns(tenant, intl),
            virtual: { estimateSize: 61 },
            striped: false,
          }}
        />
      </Stack>
    </>
  );
}
