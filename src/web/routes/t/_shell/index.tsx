import { Alert, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ScreenHeader } from '@/components/screen-header';
import { todayQuery } from '@/features/desk/queries';
import { formatDay, zoneNote } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { DeliveryFailures } from './-components/dashboard/delivery-failures';
import { MembershipFigures } from './-components/dashboard/membership-figures';
import { QuickActions } from './-components/dashboard/quick-actions';
import { TodayFigures } from './-components/dashboard/today-figures';
import { TodaySessions } from './-components/dashboard/today-sessions';

export const Route = createFileRoute('/t/_shell/')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(todayQuery(context.supabase, context.membership.tenant.id)),
  component: Dashboard,
});

function Dashboard() {
  const { supabase } = Route.useRouteContext();
  const { tenant } = useMembership();
  const { data: today } = useSuspenseQuery(todayQuery(supabase, tenant.id));
  const intl = useIntl();
  const note = zoneNote(tenant.time_zone, intl);
  return (
    <>
      <ScreenHeader title={intl.formatMessage({ id: 'dashboard.title' })}>
        {intl.formatMessage(
          { id: 'dashboard.intro' },
          { business: tenant.name, day: formatDay(today.date, intl.locale) },
        )}
      </ScreenHeader>
      <Stack gap="xl">
        {note && (
          <Alert
            variant="light"
            color="gray"
            title={intl.formatMessage({ id: 'dashboard.timeZone' })}
          >
            {note}
          </Alert>
        )}
        <QuickActions />
        <DeliveryFailures />
        <TodayFigures today={today} />
        <MembershipFigures />
        <TodaySessions today={today} />
      </Stack>
    </>
  );
}
