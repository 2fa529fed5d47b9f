import { Alert, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { ScreenHeader } from '@/components/screen-header';
import { prefetchTrail } from '@/features/audit/history-tab';
import { TrailEntryList } from '@/features/audit/trail-entry-list';
import {
  narrowed,
  trailAsk,
  trailDays,
  trailSearch,
  type TrailSearch,
} from '@/features/audit/trail-search';
import { formatDay } from '@/features/tenancy/format-time';
import { may } from '@/features/tenancy/permissions';
import type { Membership } from '@/features/tenancy/queries';
import { useMembership } from '@/features/tenancy/use-tenant';
import { localDate } from '@/features/tenancy/zoned-time';
import { DownloadTrailButton } from './-components/download-trail-button';
import { TrailFilters } from './-components/trail-filters';

// Activity (issue 38, point 3): the business's audit trail, every change to its bookings,
// places, clients, notes, services, staff, hours, settings, money, documents and memberships,
// who made it and when, newest first; filtered in the address and downloadable as CSV. Owners
// and admins only (the view public.audit_trail gives anyone else nothing); staff read who can.
// Its words: messages/<locale>/audit.ts.

/** The search's ask, its days counted in the business's time zone. */
function askOf(search: TrailSearch, { tenant }: Membership) {
  return trailAsk(search, {
    tenantId: tenant.id,
    zone: tenant.time_zone,
    today: localDate(tenant.time_zone),
  });
}

export const Route = createFileRoute('/t/_shell/activity/')({
  validateSearch: trailSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchTrail(context, askOf(deps, context.membership)),
  component: Activity,
});

function Activity() {
  const intl = useIntl();
  const membership = useMembership();
  const { tenant, role } = membership;
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const title = intl.formatMessage({ id: 'audit.title' });
  if (!may(role, 'read_audit_trail')) {
    return (
      <>
        <ScreenHeader title={title}>
          {intl.formatMessage({ id: 'audit.intro' }, { business: tenant.name })}
        </ScreenHeader>
        <Alert
          color="blue"
          variant="light"
          title={intl.formatMessage({ id: 'audit.adminOnlyTitle' })}
          maw={760}
        >
          <FormattedMessage id="audit.adminOnly" values={{ business: tenant.name }} />
        </Alert>
      </>
    );
  }
  const ask = askOf(search, membership);
  const days = trailDays(search, localDate(tenant.time_zone));
  const setSearch = (change: Partial<TrailSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true });
  return (
    <>
      <ScreenHeader title={title}>
        {intl.formatMessage({ id: 'audit.intro' }, { business: tenant.name })}
      </ScreenHeader>
      <Stack gap="lg" maw={1100}>
        <TrailFilters search={search} days={days} onChange={setSearch} />
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {intl.formatMessage(
              { id: 'audit.periodShown' },
              {
                from: formatDay(days.from, intl.locale),
                to: formatDay(days.to, intl.locale),
                zone: tenant.time_zone.replaceAll('_', ' '),
              },
            )}
          </Text>
          <DownloadTrailButton ask={ask} days={days} />
        </Stack>
        <TrailEntryList
          ask={ask}
          empty={intl.formatMessage({
            id: narrowed(search) ? 'audit.emptyFiltered' : 'audit.emptyPeriod',
          })}
          showClient={search.client === undefined}
        />
      </Stack>
    </>
  );
}
