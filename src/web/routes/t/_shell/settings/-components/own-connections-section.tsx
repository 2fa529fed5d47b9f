import { Alert, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ConnectionCard } from '@/features/calendar-sync/connection-card';
import { staffConnectionsQuery } from '@/features/calendar-sync/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

/** The signed-in staff member's connected calendars, each with what it does for them. */
export function OwnConnectionsSection({ staffId }: { staffId: string }) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { data: connections } = useSuspenseQuery(
    staffConnectionsQuery(supabase, tenant.id, staffId),
  );
  const calendars = connections.flatMap((connection) => connection.calendars);
  const destination = calendars.some((calendar) => calendar.receives_bookings);
  return (
    <Stack component="section" aria-labelledby="own-calendars-heading" gap="md">
      <Stack gap="xs">
        <Title order={2} id="own-calendars-heading">
          {intl.formatMessage({ id: 'calendars.ownTitle' })}
        </Title>
        <Text c="dimmed">{intl.formatMessage({ id: 'calendars.ownIntro' })}</Text>
      </Stack>
      {connections.length === 0 ? (
        <Alert
          color="blue"
          variant="light"
          title={intl.formatMessage({ id: 'calendars.emptyTitle' })}
        >
          {intl.formatMessage({ id: 'calendars.emptyText' }, { business: tenant.name })}
        </Alert>
      ) : (
        <>
          {connections.map((connection) => (
            <ConnectionCard
              key={connection.id}
              connection={connection}
              editable
              radioName={`destination-${staffId}`}
            />
          ))}
          {destination || calendars.length === 0 ? null : (
            <Text size="sm">{intl.formatMessage({ id: 'calendars.noDestination' })}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
