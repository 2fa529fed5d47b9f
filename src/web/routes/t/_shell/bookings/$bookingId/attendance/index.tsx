import { Group, Kbd, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
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
  const roster = rosterOf(usePlaces().data);
  const marked = roster.filter((place) => place.attendance !== null);
  const count = (status: string) => roster.filter((p) => p.attendance === status).length;
  const canMark = may(role, 'manage_bookings') && booking?.status !== 'cancelled';

  return (
    <Stack gap="md">
      <SectionHeader title="Attendance">
        The check-in roster: everyone with a confirmed place. One click or key per client.
      </SectionHeader>
      <RosterViewers bookingId={bookingId} />
      {booking && (
        <>
          {canMark && roster.length > 0 && (
            <Group gap="xs" c="dimmed" fz="sm">
              <Text size="sm">Keys on a row:</Text>
              <Kbd>P</Kbd> present <Kbd>L</Kbd> late <Kbd>A</Kbd> absent <Kbd>↑</Kbd>
              <Kbd>↓</Kbd> move
            </Group>
          )}
          <Text role="status" aria-live="polite">
            {roster.length === 0
              ? 'Nobody has a confirmed place in this booking.'
              : `${marked.length} of ${roster.length} marked: ${count('present')} present, ${count('late')} late, ${count('absent')} absent.`}
          </Text>
          {roster.length > 0 && <CheckInRoster roster={roster} canMark={canMark} />}
        </>
      )}
    </Stack>
  );
}
