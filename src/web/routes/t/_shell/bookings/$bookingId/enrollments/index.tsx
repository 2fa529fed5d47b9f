import { Alert, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SectionHeader } from '@/components/section-header';
import { isActive, orderPlaces, type Place } from '@/features/bookings/places';
import { placesQuery } from '@/features/bookings/queries';
import { useBooking, usePlaces } from '@/features/bookings/use-booking';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { AddPlaceForm } from '../-components/add-place-form';
import { PlacesTable } from '../-components/places-table';

export const Route = createFileRoute('/t/_shell/bookings/$bookingId/enrollments/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      placesQuery(context.supabase, context.membership.tenant.id, params.bookingId),
    ),
  component: BookingEnrollments,
});

function BookingEnrollments() {
  const booking = useBooking();
  const { role } = useMembership();
  const intl = useIntl();
  const places = usePlaces().data;
  const [promoted, setPromoted] = useState<Place[]>([]);
  // When the tab opened: a session that starts while it is open is refused by enroll anyway.
  const [openedAt] = useState(() => Date.now());
  const ordered = orderPlaces(places);
  const holding = ordered.filter((p) => isActive(p) && p.status !== 'waitlisted');
  const waiting = ordered.filter((p) => p.status === 'waitlisted');
  const other = ordered.filter((p) => !isActive(p));
  const canManage = may(role, 'manage_bookings') && booking?.status === 'scheduled';
  const open =
    canManage && booking?.service_kind === 'group' && Date.parse(booking.starts_at) > openedAt;

  return (
    <Stack gap="lg">
      <SectionHeader title={intl.formatMessage({ id: 'bookings.enrollments' })}>
        {intl.formatMessage({
          id: open ? 'bookings.enrollmentsIntroOpen' : 'bookings.enrollmentsIntro',
        })}
      </SectionHeader>
      {booking && (
        <>
          {promoted.length > 0 && (
            <Alert
              color="teal"
              c="teal.9"
              title={intl.formatMessage({ id: 'bookings.movedUpTitle' })}
              role="alert"
            >
              {promoted
                .map((p) =>
                  intl.formatMessage(
                    {
                      id:
                        p.status === 'offered'
                          ? 'bookings.freedPlaceOffered'
                          : 'bookings.freedPlaceTaken',
                    },
                    { client: p.client_name },
                  ),
                )
                .join(' ')}
            </Alert>
          )}
          {open && <AddPlaceForm booking={booking} />}
          <PlacesTable
            caption={intl.formatMessage(
              { id: 'bookings.placesCaption' },
              { count: holding.length, capacity: booking.capacity },
            )}
            places={holding}
            canCancel={canManage}
            onPromoted={setPromoted}
            empty={intl.formatMessage({ id: 'bookings.placesEmpty' })}
          />
          {(waiting.length > 0 || booking.service_kind === 'group') && (
            <PlacesTable
              caption={intl.formatMessage(
                { id: 'bookings.waitlistCaption' },
                { count: waiting.length },
              )}
              places={waiting}
              canCancel={canManage}
              onPromoted={setPromoted}
              empty={intl.formatMessage({ id: 'bookings.waitlistEmpty' })}
            />
          )}
          {other.length > 0 && (
            <PlacesTable
              caption={intl.formatMessage(
                { id: 'bookings.cancelledCaption' },
                { count: other.length },
              )}
              places={other}
              canCancel={false}
              onPromoted={setPromoted}
              empty=""
            />
          )}
          {!open && canManage && booking.service_kind === 'group' && (
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: 'bookings.sessionStarted' })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
