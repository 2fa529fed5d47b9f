import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '@/components/notify';
import { StatusBadge } from '@/components/status-badge';
import { TextLink } from '@/components/text-link';
import { acceptOffer } from '@/features/bookings/mutations';
import { AddToCalendarMenu } from '@/features/calendar/add-to-calendar-menu';
import { placeStatus } from '@/features/client-profile/place-status';
import {
  refreshClientRecord,
  upcomingPlacesQuery,
  type UpcomingPlace,
} from '@/features/client-profile/queries';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { ZoneNoteText } from '@/features/clients/zone-note-text';
import { formatDateTime, formatTime } from '@/features/tenancy/format-time';
import { CancelPlaceModal } from './cancel-place-modal';

/** The places the client holds or waits for, soonest first, each with Cancel. */
export function UpcomingBookings() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { id, tenant } = useClientProfile();
  const { data: places } = useSuspenseQuery(upcomingPlacesQuery(supabase, tenant.id, id));
  const [cancelling, setCancelling] = useState<UpcomingPlace>();

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="upcoming-heading">
      <Title order={2} size="h3" id="upcoming-heading" mb="sm">
        Upcoming bookings
      </Title>
      {places.length === 0 ? (
        <Text c="dimmed">
          Nothing booked yet.{' '}
          <TextLink to="/client-access/register/">Find a class or an appointment</TextLink>.
        </Text>
      ) : (
        <Stack gap="sm">
          <ZoneNoteText zone={tenant.time_zone} />
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {places.map((place) => (
              <PlaceRow key={place.id} place={place} onCancel={() => setCancelling(place)} />
            ))}
          </Stack>
        </Stack>
      )}
      {cancelling && (
        <CancelPlaceModal place={cancelling} onClose={() => setCancelling(undefined)} />
      )}
    </Paper>
  );
}

function PlaceRow({ place, onCancel }: { place: UpcomingPlace; onCancel: () => void }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { id, tenant } = useClientProfile();
  const status = placeStatus(place, tenant.time_zone);
  const when = `${formatDateTime(place.starts_at, tenant.time_zone)}–${formatTime(place.ends_at, tenant.time_zone)}`;
  const accept = useMutation({
    mutationFn: () => acceptOffer(supabase, place.id),
    onSuccess: async () => {
      await refreshClientRecord(queryClient, tenant.id, id);
      notifySaved(`The place in ${place.service_name} is yours.`);
    },
    onError: (error) => notifyFailed(error, 'The place was not accepted'),
  });

  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Stack gap={2} style={{ flex: '1 1 220px' }}>
        <Group gap="xs">
          <Text fw={600}>{place.service_name}</Text>
          <StatusBadge color={status.color}>{status.label}</StatusBadge>
        </Group>
        <Text size="sm">{when}</Text>
        <Text size="sm" c="dimmed">
          {[place.staff_name ? `with ${place.staff_name}` : null, place.location || null]
            .filter(Boolean)
            .join(' · ') || (place.service_kind === 'private' ? 'Private appointment' : 'Class')}
        </Text>
        {status.detail && <Text size="sm">{status.detail}</Text>}
      </Stack>
      <Group gap="xs">
        {place.status === 'offered' && (
          <Button
            size="xs"
            loading={accept.isPending}
            onClick={() => accept.mutate()}
            aria-label={`Accept the place in ${place.service_name}, ${when}`}
          >
            Accept
          </Button>
        )}
        {(place.status === 'confirmed' || place.status === 'held') && (
          <AddToCalendarMenu
            id={place.id}
            title={`${place.service_name} (${tenant.name})`}
            startsAt={place.starts_at}
            endsAt={place.ends_at}
            details={place.staff_name ? `With ${place.staff_name}` : null}
            location={place.location || null}
            label={`${place.service_name}, ${when}`}
          />
        )}
        <Button
          size="xs"
          variant="default"
          onClick={onCancel}
          aria-label={`Cancel ${place.service_name}, ${when}`}
        >
          Cancel
        </Button>
      </Group>
    </Group>
  );
}
