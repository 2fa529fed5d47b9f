import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { teamNamesQuery } from '@/features/clients/queries';
import { useScreenViewers } from '@/features/live/use-screen-viewers';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * Who else in the team has this roster open (issue 21, point 3), so two people at the front
 * desk know they are checking in the same class. Names come from the team's staff records;
 * someone without one (an owner who does not teach) shows by address.
 */
export function RosterViewers({ bookingId }: { bookingId: string }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const intl = useIntl();
  const viewers = useScreenViewers(`roster:${bookingId}`);
  const { data: names } = useQuery(teamNamesQuery(supabase, tenant.id));
  const named = viewers.map(
    (viewer) =>
      names?.get(viewer.userId) ?? (viewer.email || intl.formatMessage({ id: 'bookings.someone' })),
  );
  return (
    <Group gap="xs" role="status" aria-live="polite" mih={28}>
      {named.length > 0 && (
        <>
          <Avatar.Group>
            {named.map((name) => (
              <Tooltip key={name} label={name}>
                <Avatar size="sm" color="initials" name={name} />
              </Tooltip>
            ))}
          </Avatar.Group>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(
              { id: 'bookings.alsoOpenBy' },
              { names: intl.formatList(named, { type: 'unit', style: 'short' }) },
            )}
          </Text>
        </>
      )}
    </Group>
  );
}
