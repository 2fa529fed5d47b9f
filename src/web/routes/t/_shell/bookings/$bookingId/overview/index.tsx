import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { SectionHeader } from '@/components/section-header';
import { fillSentence } from '@/features/bookings/fill';
import { useBooking } from '@/features/bookings/use-booking';
import { formatDateTime } from '@/features/tenancy/format-time';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { CancelBookingButton } from '../-components/cancel-booking-button';
import { RescheduleForm } from '../-components/reschedule-form';

export const Route = createFileRoute('/t/_shell/bookings/$bookingId/overview/')({
  component: BookingOverview,
});

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

function BookingOverview() {
  const booking = useBooking();
  const { tenant, role } = useMembership();
  const [editing, setEditing] = useState(false);
  const zone = tenant.time_zone;
  const minutes = booking
    ? Math.round((Date.parse(booking.ends_at) - Date.parse(booking.starts_at)) / 60_000)
    : 0;
  const canChange = booking?.status === 'scheduled' && may(role, 'manage_bookings');

  return (
    <Stack gap="lg">
      <SectionHeader title="Overview">
        When and where it happens, who teaches and how full it is.
        {canChange && ' Edit or reschedule it, or cancel it with notice to everyone in it.'}
      </SectionHeader>
      {booking && (
        <>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} m={0}>
            <Fact term="Service">
              {booking.service_name} ({booking.service_kind === 'group' ? 'group' : 'private'})
            </Fact>
            <Fact term="Starts">{formatDateTime(booking.starts_at, zone)}</Fact>
            <Fact term="Length">{minutes} minutes</Fact>
            <Fact term="Instructor">{booking.staff_name ?? 'No instructor'}</Fact>
            <Fact term="Room or place">{booking.location || 'Not set'}</Fact>
            <Fact term="Places">{fillSentence(booking)}</Fact>
            <Fact term="Status">
              {booking.status === 'cancelled' && booking.cancelled_at
                ? `Cancelled on ${formatDateTime(booking.cancelled_at, zone)}`
                : booking.status === 'scheduled'
                  ? 'Scheduled'
                  : 'Completed'}
            </Fact>
            {booking.series_id && <Fact term="Series">Part of a weekly series</Fact>}
          </SimpleGrid>
          {canChange && (
            <Group>
              <Button
                variant={editing ? 'default' : 'light'}
                aria-expanded={editing}
                onClick={() => setEditing((value) => !value)}
              >
                {editing ? 'Close the editor' : 'Edit or reschedule'}
              </Button>
              <CancelBookingButton booking={booking} />
            </Group>
          )}
          {canChange && editing && (
            <RescheduleForm booking={booking} onDone={() => setEditing(false)} />
          )}
        </>
      )}
    </Stack>
  );
}
