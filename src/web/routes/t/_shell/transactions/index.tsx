import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PagedList } from '@/components/paged-list';
import { ScreenHeader } from '@/components/screen-header';
import {
  ledgerFilter,
  ledgerPageSize,
  ledgerSearchSchema,
  type LedgerSearch,
} from '@/features/desk/ledger-search';
import { ledgerPageQuery, ledgerTotalsQuery } from '@/features/desk/queries';
import { zoneNote } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { LedgerFilters } from './-components/ledger-filters';
import { ledgerColumns } from './-components/ledger-columns';
import { LedgerTotalsPanel } from './-components/ledger-totals';
import { useIntl } from 'react-intl';

export const Route = createFileRoute('/t/_shell/transactions/')({
  validateSearch: ledgerSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const { tenant } = context.membership;
    const filter = ledgerFilter(deps, tenant.time_zone);
    // Totals may come a moment later; the page of rows is what the screen waits for.
    void context.queryClient.prefetchQuery(ledgerTotalsQuery(context.supabase, tenant.id, filter));
    return context.queryClient.ensureQueryData(
      ledgerPageQuery(context.supabase, tenant.id, filter, deps.sort !== 'oldest', deps.page ?? 1),
    );
  },
  component: Transactions,
});

function Transactions() {
  const { supabase } = Route.useRouteContext();
  const { tenant } = useMembership();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const filter = ledgerFilter(search, tenant.time_zone);
  const newestFirst = search.sort !== 'oldest';
  const page = search.page ?? 1;
  // Not suspense: while a new filter loads, the last rows stay on screen, dimmed.
  const rows = useQuery(ledgerPageQuery(supabase, tenant.id, filter, newestFirst, page));
  const totals = useQuery(ledgerTotalsQuery(supabase, tenant.id, filter));
  const intl = useIntl();
  const note = zoneNote(tenant.time_zone, intl);

  const setSearch = (change: Partial<LedgerSearch>) =>
    void navigate({
      search: (previous) => ({ ...previous, page: undefined, ...change }),
      replace: true,
    });

  return (
    <>
      <ScreenHeader title={intl.formatMessage({ id: 'money.transactions' })}>
        {note
          ? intl.formatMessage({ id: 'money.ledgerIntroWithNote' }, { note })
          : intl.formatMessage({ id: 'money.ledgerIntro' })}
      </ScreenHeader>
      <Stack gap="lg">
        <LedgerFilters search={search} onChange={setSearch} />
        <LedgerTotalsPanel
          totals={totals}
          currency={tenant.currency}
          filter={filter}
          newestFirst={newestFirst}
        />
        <Stack component="section" aria-labelledby="ledger-rows" gap="xs">
          <Title id="ledger-rows" order={2} fz="lg">
            {intl.formatMessage({ id: 'money.entries' })}
          </Title>
          <PagedList
            noun={{ one: 'entry', many: 'entries' }}
            query={rows}
            page={page}
            pageSize={ledgerPageSize}
            onPage={(next) => setSearch({ page: next === 1 ? undefined : next })}
            filtered={Boolean(search.from ?? search.to ?? search.kind ?? search.method ?? search.q)}
            empty={{
              none: intl.formatMessage({ id: 'money.ledgerEmpty' }),
              unmatched: intl.formatMessage({ id: 'money.ledgerUnmatched' }),
            }}
            rows={{
              label: intl.formatMessage({ id: 'money.ledgerEntries' }),
              rowKey: (entry) => entry.id,
              columns: ledgerColumns(tenant, intl),
            }}
          />
        </Stack>
      </Stack>
    </>
  );
}
