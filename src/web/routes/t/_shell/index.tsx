import { Alert, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '@/components/screen-header';
import { todayQuery } from '@/features/desk/queries';
import { formatDay, zoneNote } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { DeliveryFailures } from './-components/dashboard/delivery-failures';
import { QuickActions } from './-components/dashboard/quick-actions';
import { TodayFigures } from './-components/dashboard/today-figures';
import { TodaySessions } from './-components/dashboard/today-sessions';
import { useIntl } from 'react-intl';

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
      <ScreenHeader title="Dashboard">
        Today at {tenant.name}, {formatDay(today.date)}: the day's sessions and how full they are,
        who has arrived, and the money taken.
      </ScreenHeader>
      <Stack gap="xl">
        {note && (
          <Alert variant="light" color="gray" title="Time zone">
            {note}
          </Alert>
        )}
        <QuickActions />
        <DeliveryFailures />
        <TodayFigures today={today} locale={tenant.locale} />
        <TodaySessions today={today} />
      </Stack>
    </>
  );
}
