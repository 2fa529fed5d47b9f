import { Button, Stack, Text, Title } from '@mantine/core';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Words } from '@shared/i18n/words.ts';
import { TextLink } from '@/components/text-link';
import {
  isActive,
  placeStatusColours,
  placeStatusWords,
  type Place,
} from '@/features/bookings/places';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { CancelPlaceModal } from './cancel-place-modal';

interface PlacesTableProps {
  caption: string;
  places: Place[];
  canCancel: boolean;
  onPromoted: (promoted: Place[]) => void;
  empty: string;
}

function PlaceStatus({ place, zone }: { place: Place; zone: string }) {
  const intl = useIntl();
  return (
    <>
      <Text size="sm" fw={600} c={`${placeStatusColours[place.status]}.9`}>
        {place.status === 'waitlisted'
          ? intl.formatMessage(
              { id: 'bookings.waitlistNumber' },
              { position: place.waitlist_position ?? '' },
            )
          : intl.formatMessage({ id: placeStatusWords[place.status] })}
      </Text>
      {place.status === 'offered' && place.offer_expires_at && (
        <Text size="xs" c="dimmed">
          {intl.formatMessage(
            { id: 'bookings.offeredUntil' },
            { when: formatDateTime(place.offer_expires_at, zone, intl.locale) },
          )}
        </Text>
      )}
    </>
  );
}

function cancelColumn(cancel: (place: Place) => void, words: Words): ListColumn<Place> {
  return {
    header: words.formatMessage({ id: 'bookings.actions' }),
    card: 'footer',
    cell: (place) =>
      isActive(place) && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          aria-label={words.formatMessage(
            { id: 'bookings.cancelPlaceOf' },
            { client: place.client_name },
          )}
          onClick={() => cancel(place)}
        >
          {words.formatMessage({ id: 'bookings.cancelPlace' })}
        </Button>
      ),
  };
}

/** Places of one kind (with a spot, waiting, or over), with a cancel action on active ones. */
export function PlacesTable({ caption, places, canCancel, onPromoted, empty }: PlacesTableProps) {
  const { tenant } = useMembership();
  const intl = useIntl();
  const [cancelling, setCancelling] = useState<Place | null>(null);
  return (
    <>
      <Stack gap="xs">
        <Title order={3} fz="lg">
          {caption}
        </Title>
        {places.length === 0 ? (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        ) : (
          <ResponsiveList
            label={caption}
            rows={places}
            rowKey={(place) => place.id}
            striped={false}
            columns={[
              {
                header: intl.formatMessage({ id: 'bookings.client' }),
                cell: (place) => (
                  <TextLink
                    to="/t/clients/$clientId/overview/"
                    params={{ clientId: place.client_id }}
                  >
                    {place.client_name}
                  </TextLink>
                ),
              },
              {
                header: intl.formatMessage({ id: 'bookings.status' }),
                card: 'aside',
                cell: (place) => <PlaceStatus place={place} zone={tenant.time_zone} />,
              },
              {
                header: intl.formatMessage({ id: 'bookings.paidWith' }),
                cell: (place) => place.option_name ?? '—',
              },
              {
                header: intl.formatMessage({ id: 'bookings.booked' }),
                cell: (place) => formatDateTime(place.created_at, tenant.time_zone, intl.locale),
              },
              ...(canCancel ? [cancelColumn(setCancelling, intl)] : []),
            ]}
          />
        )}
      </Stack>

      {cancelling && (
        <CancelPlaceModal
          place={cancelling}
          onClose={() => setCancelling(null)}
          onPromoted={onPromoted}
        />
      )}
    </>
  );
}
