import { Alert, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
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
      <SectionHeader title="Enrollments">
        Who has a place, who is waiting and in what order, and who cancelled.
        {open && ' Add a client on their behalf, or cancel a place under the policy.'}
      </SectionHeader>
      {booking && (
        <>
          {promoted.length > 0 && (
            <Alert color="teal" c="teal.9" title="Moved up from the waitlist" role="alert">
              {promoted
                .map(
                  (p) =>
                    `${p.client_name} ${p.status === 'offered' ? 'has been offered' : 'now has'} the freed place.`,
                )
                .join(' ')}
            </Alert>
          )}
          {open && <AddPlaceForm booking={booking} />}
          <PlacesTable
            caption={`Places (${holding.length} of ${booking.capacity})`}
            places={holding}
            canCancel={canManage}
            onPromoted={setPromoted}
            empty="Nobody has a place yet."
          />
          {(waiting.length > 0 || booking.service_kind === 'group') && (
            <PlacesTable
              caption={`Waitlist (${waiting.length})`}
              places={waiting}
              canCancel={canManage}
              onPromoted={setPromoted}
              empty="Nobody is waiting."
            />
          )}
          {other.length > 0 && (
            <PlacesTable
              caption={`Cancelled and no-shows (${other.length})`}
              places={other}
              canCancel={false}
              onPromoted={setPromoted}
              empty=""
            />
          )}
          {!open && canManage && booking.service_kind === 'group' && (
            <Text size="sm" c="dimmed">
              This session has started, so nobody new can join it here.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
