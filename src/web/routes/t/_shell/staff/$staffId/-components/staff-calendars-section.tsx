import { Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ConnectionCard } from '@/features/calendar-sync/connection-card';
import { staffConnectionsQuery } from '@/features/calendar-sync/queries';
import type { StaffMember } from '@/features/staff/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * A staff member's connected calendars as an owner or admin sees them (issue 37, point 5):
 * what each calendar does for them, when it was last read, its errors, and Disconnect. The
 * choices stay the staff member's own, on their Settings › Calendars.
 */
export function StaffCalendarsSection({ member }: { member: StaffMember }) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const connections = useQuery(staffConnectionsQuery(supabase, tenant.id, member.id));
  const name = member.display_name;
  return (
    <Stack component="section" aria-labelledby="staff-calendars-heading" gap="md">
      <Stack gap="xs">
        <Title order={2} id="staff-calendars-heading">
          {intl.formatMessage({ id: 'calendars.staffTitle' })}
        </Title>
        <Text c="dimmed" maw={680}>
          {intl.formatMessage({ id: 'calendars.staffIntro' }, { name })}
        </Text>
      </Stack>
      {connections.isPending ? (
        <Loader size="sm" aria-label={intl.formatMessage({ id: 'calendars.loading' })} />
      ) : connections.isError ? (
        <Text role="alert" c="red.9">
          {connections.error.message}
        </Text>
      ) : connections.data.length === 0 ? (
        <Text>{intl.formatMessage({ id: 'calendars.staffNone' }, { name })}</Text>
      ) : (
        connections.data.map((connection) => (
          <ConnectionCard
            key={connection.id}
            connection={connection}
            editable={false}
            radioName={`destination-${member.id}`}
          />
        ))
      )}
    </Stack>
  );
}
