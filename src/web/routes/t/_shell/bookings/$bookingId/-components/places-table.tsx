import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
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

/** Places of one kind (with a spot, waiting, or over), with a cancel action on active ones. */
export function PlacesTable({ caption, places, canCancel, onPromoted, empty }: PlacesTableProps) {
  const { tenant } = useMembership();
  const [cancelling, setCancelling] = useState<Place | null>(null);
  return (
    <>
      <Table captionSide="top" verticalSpacing="xs">
        <Table.Caption
          style={{ textAlign: 'left', fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' }}
        >
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Client</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              Paid with
            </Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              Booked
            </Table.Th>
            {canCancel && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {places.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={canCancel ? 5 : 4}>
                <Text c="dimmed" size="sm">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {places.map((place) => (
            <Table.Tr key={place.id}>
              <Table.Td>
                <TextLink
                  to="/t/clients/$clientId/overview/"
                  params={{ clientId: place.client_id }}
                >
                  {place.client_name}
                </TextLink>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} c={`${placeStatusColours[place.status]}.9`}>
                  {place.status === 'waitlisted'
                    ? `Waitlist #${place.waitlist_position}`
                    : placeStatusLabels[place.status]}
                </Text>
                {place.status === 'offered' && place.offer_expires_at && (
                  <Text size="xs" c="dimmed">
                    until {formatDateTime(place.offer_expires_at, tenant.time_zone)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td visibleFrom="sm">{place.option_name ?? '—'}</Table.Td>
              <Table.Td visibleFrom="sm">
                {formatDateTime(place.created_at, tenant.time_zone)}
              </Table.Td>
              {canCancel && (
                <Table.Td>
                  {isActive(place) && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={`Cancel place of ${place.client_name}`}
                      onClick={() => setCancelling(place)}
                    >
                      Cancel place
                    </Button>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

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
