import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const service = place.service_name;
  const preview = useQuery(cancellationPreviewQuery(supabase, tenant.id, place.id));
  const cancel = useMutation({
    mutationFn: () => cancelEnrollment(supabase, place.id),
    onSuccess: async () => {
      await Promise.all([
        refreshClientRecord(queryClient, tenant.id, id),
        refreshBookings(queryClient, tenant.id),
      ]);
      notifySaved(intl.formatMessage({ id: 'client-area.cancelledNotice' }, { service }));
      onClose();
    },
  });
  const when = formatDateTime(place.starts_at, tenant.time_zone, intl.locale);
  const waiting = place.status === 'waitlisted';

  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage(
        { id: waiting ? 'client-area.leaveWaitlistTitle' : 'client-area.cancelTitle' },
        { service },
      )}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'client-area.close' }) }}
    >
      <Stack>
        <Text size="sm">{when}</Text>
        <FormError message={cancel.error ? dataErrorMessage(cancel.error) : undefined} />
        <CancellationPreviewState
          preview={preview}
          checking={intl.formatMessage({ id: 'client-area.checkingPolicy' })}
        />
        {preview.data && (
          <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
            <Text fw={600}>
              {preview.data.in_time
                ? intl.formatMessage({ id: 'client-area.inTime' })
                : intl.formatMessage(
                    { id: 'client-area.late' },
                    {
                      deadline: formatDateTime(
                        preview.data.deadline,
                        tenant.time_zone,
                        intl.locale,
                      ),
                    },
                  )}
            </Text>
            <Text size="sm">{cancellationOutcome(preview.data, 'your', place, intl)}</Text>
          </Paper>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {intl.formatMessage({ id: 'client-area.keepIt' })}
          </Button>
          <Button
            color="red.8"
            disabled={!preview.data}
            loading={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            {intl.formatMessage({
              id: waiting ? 'client-area.leaveWaitlist' : 'client-area.cancelBooking',
            })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
