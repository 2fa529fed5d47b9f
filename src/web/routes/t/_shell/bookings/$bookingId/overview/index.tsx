import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SectionHeader } from '@/components/section-header';
import { fillSentence } from '@/features/bookings/fill';
import { ConflictNotice } from '@/features/calendar-sync/conflict-flags';
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
  const intl = useIntl();
  const say = intl.formatMessage;
  const [editing, setEditing] = useState(false);
  const zone = tenant.time_zone;
  const minutes = booking
    ? Math.round((Date.parse(booking.ends_at) - Date.parse(booking.starts_at)) / 60_000)
    : 0;
  const canChange = booking?.status === 'scheduled' && may(role, 'manage_bookings');

  return (
    <Stack gap="lg">
      <SectionHeader title={say({ id: 'bookings.overview' })}>
        {say({ id: canChange ? 'bookings.overviewIntroCanChange' : 'bookings.overviewIntro' })}
      </SectionHeader>
      {booking && (
        <>
          {booking.status === 'scheduled' && (
            <ConflictNotice bookingId={booking.id} staffName={booking.staff_name} />
          )}
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} m={0}>
            <Fact term={say({ id: 'bookings.service' })}>
              {say(
                {
                  id:
                    booking.service_kind === 'group'
                      ? 'bookings.serviceGroup'
                      : 'bookings.servicePrivate',
                },
                { service: booking.service_name },
              )}
            </Fact>
            <Fact term={say({ id: 'bookings.starts' })}>
              {formatDateTime(booking.starts_at, zone, intl.locale)}
            </Fact>
            <Fact term={say({ id: 'bookings.length' })}>
              {say({ id: 'bookings.lengthMinutes' }, { minutes })}
            </Fact>
            <Fact term={say({ id: 'bookings.instructor' })}>
              {booking.staff_name ?? say({ id: 'bookings.noInstructor' })}
            </Fact>
            <Fact term={say({ id: 'bookings.roomOrPlace' })}>
              {booking.location || say({ id: 'bookings.notSet' })}
            </Fact>
            <Fact term={say({ id: 'bookings.places' })}>{fillSentence(booking, intl)}</Fact>
            <Fact term={say({ id: 'bookings.status' })}>
              {booking.status === 'cancelled' && booking.cancelled_at
                ? say(
                    { id: 'bookings.cancelledOn' },
                    { when: formatDateTime(booking.cancelled_at, zone, intl.locale) },
                  )
                : say({
                    id:
                      booking.status === 'scheduled'
                        ? 'bookings.statusScheduled'
                        : 'bookings.statusCompleted',
                  })}
            </Fact>
            {booking.series_id && (
              <Fact term={say({ id: 'bookings.series' })}>
                {say({ id: 'bookings.partOfSeries' })}
              </Fact>
            )}
          </SimpleGrid>
          {canChange && (
            <Group>
              <Button
                variant={editing ? 'default' : 'light'}
                aria-expanded={editing}
                onClick={() => setEditing((value) => !value)}
              >
                {say({ id: editing ? 'bookings.closeEditor' : 'bookings.editOrReschedule' })}
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
