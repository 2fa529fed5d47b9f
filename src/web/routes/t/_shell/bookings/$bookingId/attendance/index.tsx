import { Group, Kbd, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SectionHeader } from '@/components/section-header';
import { rosterOf } from '@/features/bookings/places';
import { placesQuery } from '@/features/bookings/queries';
import { useBooking, usePlaces } from '@/features/bookings/use-booking';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { CheckInRoster } from '../-components/check-in-roster';
import { RosterViewers } from '../-components/roster-viewers';

export const Route = createFileRoute('/t/_shell/bookings/$bookingId/attendance/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      placesQuery(context.supabase, context.membership.tenant.id, params.bookingId),
    ),
  component: BookingAttendance,
});

function BookingAttendance() {
  const booking = useBooking();
  const { bookingId } = Route.useParams();
  const { role } = useMembership();
  const intl = useIntl();
  const roster = rosterOf(usePlaces().data);
  const marked = roster.filter((place) => place.attendance !== null);
  const count = (status: string) => roster.filter((p) => p.attendance === status).length;
  const canMark = may(role, 'manage_bookings') && booking?.status !== 'cancelled';

  return (
    <Stack gap="md">
      <SectionHeader title={intl.formatMessage({ id: 'bookings.attendance' })}>
        {intl.formatMessage({ id: 'bookings.attendanceIntro' })}
      </SectionHeader>
      <RosterViewers bookingId={bookingId} />
      {booking && (
        <>
          {canMark && roster.length > 0 && (
            <Group gap="xs" c="dimmed" fz="sm">
              <Text size="sm">{intl.formatMessage({ id: 'bookings.keysOnARow' })}</Text>
              <FormattedMessage
                id="bookings.keysLegend"
                values={{ kbd: (chunks: ReactNode[]) => <Kbd>{chunks}</Kbd> }}
              />
            </Group>
          )}
          <Text role="status" aria-live="polite">
            {roster.length === 0
              ? intl.formatMessage({ id: 'bookings.rosterEmpty' })
              : intl.formatMessage(
                  { id: 'bookings.rosterCounts' },
                  {
                    marked: marked.length,
                    total: roster.length,
                    present: count('present'),
                    late: count('late'),
                    absent: count('absent'),
                  },
                )}
          </Text>
          {roster.length > 0 && <CheckInRoster roster={roster} canMark={canMark} />}
        </>
      )}
    </Stack>
  );
}
