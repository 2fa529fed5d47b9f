import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { notifySaved } from '@/components/notify';
import { FormError } from '@/features/auth/form-error';
import { cancellationOutcome } from '@/features/bookings/cancellation-outcome';
import { CancellationPreviewState } from '@/features/bookings/cancellation-preview-state';
import { cancelEnrollment } from '@/features/bookings/mutations';
import { cancellationPreviewQuery, refreshBookings } from '@/features/bookings/queries';
import { refreshClientRecord, type UpcomingPlace } from '@/features/client-profile/queries';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { dataErrorMessage } from '@/features/data/data-error';
import { formatDateTime } from '@/features/tenancy/format-time';

/** What the policy does if the client cancels this place (cancellation_preview), then cancels. */
export function CancelPlaceModal({
  place,
  onClose,
}: {
  place: UpcomingPlace;
  onClose: () => void;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { id, tenant } = useClientProfile();
  const queryClient = useQueryClient();
  const preview = useQuery(cancellationPreviewQuery(supabase, tenant.id, place.id));
  const cancel = useMutation({
    mutationFn: () => cancelEnrollment(supabase, place.id),
    onSuccess: async () => {
      await Promise.all([
        refreshClientRecord(queryClient, tenant.id, id),
        refreshBookings(queryClient, tenant.id),
      ]);
      notifySaved(`${place.service_name} is cancelled.`);
      onClose();
    },
  });
  const when = formatDateTime(place.starts_at, tenant.time_zone);
  const waiting = place.status === 'waitlisted';

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        waiting ? `Leave the waitlist of ${place.service_name}?` : `Cancel ${place.service_name}?`
      }
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text size="sm">{when}</Text>
        <FormError message={cancel.error ? dataErrorMessage(cancel.error) : undefined} />
        <CancellationPreviewState preview={preview} checking="Checking the cancellation policy" />
        {preview.data && (
          <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
            <Text fw={600}>
              {preview.data.in_time
                ? 'In time under the cancellation policy'
                : `Late: the window closed ${formatDateTime(preview.data.deadline, tenant.time_zone)}`}
            </Text>
            <Text size="sm">{cancellationOutcome(preview.data, 'your', place)}</Text>
          </Paper>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button
            color="red.8"
            disabled={!preview.data}
            loading={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            {waiting ? 'Leave the waitlist' : 'Cancel booking'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
