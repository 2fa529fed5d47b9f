import { Stack, Text } from '@mantine/core';
import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { firstWeekday } from '@shared/weekdays.ts';
import { ScreenHeader } from '@/components/screen-header';
import { reportQuery, reportServicesQuery } from '@/features/reports/queries';
import {
  defaultReportSearch,
  reportAsks,
  reportSearch,
  shownView,
  type ReportSearch,
} from '@/features/reports/report-search';
import { teamQuery } from '@/features/staff/queries';
import type { Membership } from '@/features/tenancy/queries';
import { localDate } from '@/features/tenancy/zoned-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { AttendanceView } from './-components/attendance-view';
import { ClientsView } from './-components/clients-view';
import { MoneyView } from './-components/money-view';
import { periodText } from './-components/period-text';
import { ReportFilters } from './-components/report-filters';
import { StaffView } from './-components/staff-view';
import { ViewTabs } from './-components/view-tabs';

/** The asks of the screen: the period (today in the business's time zone) and the filters. */
function asksOf(search: ReportSearch, { tenant, role }: Membership) {
  return reportAsks(search, {
    tenantId: tenant.id,
    role,
    today: localDate(tenant.time_zone),
    weekStart: firstWeekday(tenant.locale),
  });
}

export const Route = createFileRoute('/t/_shell/reports/')({
  validateSearch: reportSearch,
  // A plain link to the screen, with this month's attendance, carries no search params.
  search: { middlewares: [stripSearchParams(defaultReportSearch)] },
  // A view the role may not open (a staff member's link to money) opens the first instead.
  beforeLoad: ({ context, search }) => {
    if (shownView(search.view, context.membership.role) !== search.view) {
      throw redirect({
        to: '/t/reports/',
        search: { ...search, view: 'attendance' },
        replace: true,
      });
    }
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const { queryClient, supabase, membership } = context;
    const view = deps.view;
    const asks = asksOf(deps, membership);
    return Promise.all([
      queryClient.ensureQueryData(reportServicesQuery(supabase, membership.tenant.id)),
      queryClient.ensureQueryData(teamQuery(supabase, membership.tenant.id)),
      // Prefetched, not ensured: a refused report is said inside its view, not as a failed screen.
      queryClient.prefetchQuery(reportQuery(supabase, view, asks.current)),
      queryClient.prefetchQuery(reportQuery(supabase, view, asks.previous)),
    ]);
  },
  component: Reports,
});

function Reports() {
  const intl = useIntl();
  const membership = useMembership();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const asks = asksOf(search, membership);
  const view = search.view;
  const setSearch = (change: Partial<ReportSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true });
  const props = { asks };
  return (
    <>
      <ScreenHeader title={intl.formatMessage({ id: 'reports.title' })}>
        {membership.role === 'staff'
          ? intl.formatMessage({ id: 'reports.introStaff' })
          : intl.formatMessage({ id: 'reports.intro' })}
      </ScreenHeader>
      <Stack gap="lg">
        <ReportFilters search={search} onChange={setSearch} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {intl.formatMessage(
            { id: 'reports.periodCompared' },
            {
              current: periodText(asks.current.period, intl.locale),
              previous: periodText(asks.previous.period, intl.locale),
            },
          )}
        </Text>
        <ViewTabs />
        {view === 'attendance' && <AttendanceView {...props} />}
        {view === 'money' && <MoneyView {...props} />}
        {view === 'clients' && (
          <ClientsView {...props} days={search.days} onDays={(days) => setSearch({ days })} />
        )}
        {view === 'staff' && <StaffView {...props} />}
      </Stack>
    </>
  );
}
