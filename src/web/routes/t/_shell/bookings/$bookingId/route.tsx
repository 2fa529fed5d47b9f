import { Alert, Group, Text } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ScreenHeader } from '../../../../../components/screen-header';
import { SectionTabs } from '../../../../../components/section-tabs';
import { TabLink } from '../../../../../components/tab-link';
import { TextLink } from '../../../../../components/text-link';
import { BookingBadges, FillMeter } from '../../../../../features/bookings/booking-badges';
import { bookingQuery } from '../../../../../features/bookings/queries';
import { useBooking } from '../../../../../features/bookings/use-booking';
import { formatDateTime, formatTime, zoneNote } from '../../../../../features/tenancy/format-time';
import { useMembership } from '../../../../../features/tenancy/use-tenant';

export const Route = createFileRoute('/t/_shell/bookings/$bookingId')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      bookingQuery(context.supabase, context.membership.tenant.id, params.bookingId),
    ),
  component: BookingDetail,
});

function BookingDetail() {
  const { bookingId } = Route.useParams();
  const { tenant } = useMembership();
  const booking = useBooking();
  const zone = tenant.time_zone;
  const note = zoneNote(zone);
  return (
    <>
      <TextLink to="/t/bookings/" size="sm">
        All bookings
      </TextLink>
      {booking ? (
        <ScreenHeader title={booking.service_name}>
          {formatDateTime(booking.starts_at, zone)}–{formatTime(booking.ends_at, zone)}
          {' · '}
          {booking.staff_name ?? 'No instructor'}
          {booking.location && ` · ${booking.location}`}
        </ScreenHeader>
      ) : (
        <ScreenHeader title="Booking">
          There is no booking at this address in {tenant.name}, or it is not yours to see.
        </ScreenHeader>
      )}
      {booking && (
        <Group gap="md" mb="md" mt={-12}>
          <FillMeter fill={booking} width={140} />
          <BookingBadges booking={booking} />
        </Group>
      )}
      {booking?.status === 'cancelled' && (
        <Alert color="red" mb="md" title="This session is cancelled">
          {booking.cancel_reason || 'No reason was given.'}
        </Alert>
      )}
      {note && (
        <Text size="sm" c="dimmed" mb="sm">
          {note}
        </Text>
      )}
      <SectionTabs label="Booking sections">
        <TabLink to="/t/bookings/$bookingId/overview/" params={{ bookingId }}>
          Overview
        </TabLink>
        <TabLink to="/t/bookings/$bookingId/enrollments/" params={{ bookingId }}>
          Enrollments
        </TabLink>
        <TabLink to="/t/bookings/$bookingId/attendance/" params={{ bookingId }}>
          Attendance
        </TabLink>
      </SectionTabs>
      <Outlet />
    </>
  );
}
