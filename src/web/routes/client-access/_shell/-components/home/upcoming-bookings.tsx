import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="upcoming-heading">
      <Title order={2} size="h3" id="upcoming-heading" mb="sm">
        {intl.formatMessage({ id: 'client-area.upcomingHeading' })}
      </Title>
      {places.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage
            id="client-area.nothingBooked"
            values={{
              link: (chunks) => <TextLink to="/client-access/register/">{chunks}</TextLink>,
            }}
          />
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
  const intl = useIntl();
  const service = place.service_name;
  const status = placeStatus(place, tenant.time_zone, intl);
  const when = intl.formatMessage(
    { id: 'client-area.timeRange' },
    {
      start: formatDateTime(place.starts_at, tenant.time_zone, intl.locale),
      end: formatTime(place.ends_at, tenant.time_zone, intl.locale),
    },
  );
  // Who and where, as far as known; else what kind of place it is.
  const staff = place.staff_name;
  const location = place.location || null;
  const details =
    staff && location
      ? intl.formatMessage({ id: 'client-area.withStaffAt' }, { staff, location })
      : staff
        ? intl.formatMessage({ id: 'client-area.withStaff' }, { staff })
        : (location ??
          intl.formatMessage({
            id:
              place.service_kind === 'private'
                ? 'client-area.privateAppointment'
                : 'client-area.groupClass',
          }));
  const accept = useMutation({
    mutationFn: () => acceptOffer(supabase, place.id),
    onSuccess: async () => {
      await refreshClientRecord(queryClient, tenant.id, id);
      notifySaved(intl.formatMessage({ id: 'client-area.placeAccepted' }, { service }));
    },
    onError: (error) =>
      notifyFailed(error, intl.formatMessage({ id: 'client-area.placeNotAccepted' })),
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
          {details}
        </Text>
        {status.detail && <Text size="sm">{status.detail}</Text>}
      </Stack>
      <Group gap="xs">
        {place.status === 'offered' && (
          <Button
            size="xs"
            loading={accept.isPending}
            onClick={() => accept.mutate()}
            aria-label={intl.formatMessage({ id: 'client-area.acceptLabel' }, { service, when })}
          >
            {intl.formatMessage({ id: 'client-area.accept' })}
          </Button>
        )}
        {(place.status === 'confirmed' || place.status === 'held') && (
          <AddToCalendarMenu
            id={place.id}
            title={intl.formatMessage(
              { id: 'client-area.calendarTitle' },
              { service, business: tenant.name },
            )}
            startsAt={place.starts_at}
            endsAt={place.ends_at}
            details={
              staff ? intl.formatMessage({ id: 'client-area.calendarDetails' }, { staff }) : null
            }
            location={location}
            label={intl.formatMessage({ id: 'client-area.placeLabel' }, { service, when })}
          />
        )}
        <Button
          size="xs"
          variant="default"
          onClick={onCancel}
          aria-label={intl.formatMessage({ id: 'client-area.cancelLabel' }, { service, when })}
        >
          {intl.formatMessage({ id: 'client-area.cancel' })}
        </Button>
      </Group>
    </Group>
  );
}
