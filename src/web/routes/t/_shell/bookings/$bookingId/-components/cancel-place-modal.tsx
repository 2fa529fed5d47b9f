import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useRouteContext } from '@tanstack/react-router';
import { FormError } from '@/features/auth/form-error';
import { cancellationOutcome } from '@/features/bookings/cancellation-outcome';
import { CancellationPreviewState } from '@/features/bookings/cancellation-preview-state';
import { cancelEnrollment } from '@/features/bookings/mutations';
import { promotedBetween, type Place } from '@/features/bookings/places';
import {
  cancellationPreviewQuery,
  placesQuery,
  refreshBookings,
} from '@/features/bookings/queries';
import { dataErrorMessage } from '@/features/data/data-error';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';

/** Shows what cancelling the place would do (cancellation_preview), then does it. */
export function CancelPlaceModal({
  place,
  onClose,
  onPromoted,
}: {
  place: Place;
  onClose: () => void;
  onPromoted: (promoted: Place[]) => void;
}) {
  const { tenant } = useMembership();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { bookingId } = useParams({ from: '/t/_shell/bookings/$bookingId' });
  const queryClient = useQueryClient();
  const preview = useQuery(cancellationPreviewQuery(supabase, tenant.id, place.id));
  const cancel = useMutation({
    mutationFn: () => cancelEnrollment(supabase, place.id),
    onSuccess: async () => {
      const places = placesQuery(supabase, tenant.id, bookingId);
      const before = queryClient.getQueryData(places.queryKey) ?? [];
      await refreshBookings(queryClient, tenant.id);
      const after = await queryClient.fetchQuery(places);
      const promoted = promotedBetween(before, after);
      onPromoted(promoted);
      notifications.show({
        color: 'teal',
        title: 'Place cancelled',
        message:
          `${place.client_name}'s place is cancelled.` +
          promoted.map((p) => ` ${p.client_name} moved up from the waitlist.`).join(''),
      });
      onClose();
    },
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Cancel the place of ${place.client_name}?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <FormError message={cancel.error ? dataErrorMessage(cancel.error) : undefined} />
        <CancellationPreviewState preview={preview} checking="Checking the policy" />
        {preview.data && (
          <>
            <Text>
              {preview.data.in_time
                ? 'In time under the cancellation policy.'
                : `Late: the window closed ${formatDateTime(preview.data.deadline, tenant.time_zone)}.`}
            </Text>
            <List>
              <List.Item>{cancellationOutcome(preview.data, 'their', place)}</List.Item>
              {place.status !== 'waitlisted' && (
                <List.Item>The freed place goes to the first person on the waitlist.</List.Item>
              )}
            </List>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep the place
          </Button>
          <Button
            color="red"
            disabled={!preview.data}
            loading={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            Cancel place
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
