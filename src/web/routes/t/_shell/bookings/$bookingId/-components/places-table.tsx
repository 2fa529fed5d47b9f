import { Button, Stack, Text, Title } from '@mantine/core';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list';
import { useState } from 'react';
import { TextLink } from '@/components/text-link';
import {
  isActive,
  placeStatusColours,
  placeStatusLabels,
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
  return (
    <>
      <Text size="sm" fw={600} c={`${placeStatusColours[place.status]}.9`}>
        {place.status === 'waitlisted'
          ? `Waitlist #${place.waitlist_position}`
          : placeStatusLabels[place.status]}
      </Text>
      {place.status === 'offered' && place.offer_expires_at && (
        <Text size="xs" c="dimmed">
          until {formatDateTime(place.offer_expires_at, zone)}
        </Text>
      )}
    </>
  );
}

function cancelColumn(cancel: (place: Place) => void): ListColumn<Place> {
  return {
    header: 'Actions',
    card: 'footer',
    cell: (place) =>
      isActive(place) && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          aria-label={`Cancel place of ${place.client_name}`}
          onClick={() => cancel(place)}
        >
          Cancel place
        </Button>
      ),
  };
}

/** Places of one kind (with a spot, waiting, or over), with a cancel action on active ones. */
export function PlacesTable({ caption, places, canCancel, onPromoted, empty }: PlacesTableProps) {
  const { tenant } = useMembership();
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
                header: 'Client',
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
                header: 'Status',
                card: 'aside',
                cell: (place) => <PlaceStatus place={place} zone={tenant.time_zone} />,
              },
              { header: 'Paid with', cell: (place) => place.option_name ?? '—' },
              {
                header: 'Booked',
                cell: (place) => formatDateTime(place.created_at, tenant.time_zone),
              },
              ...(canCancel ? [cancelColumn(setCancelling)] : []),
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
