import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { notifySavedWithUndo } from '@/components/notify';
import { undoLastChange } from '@/features/audit/undo';
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
  const intl = useIntl();
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
      // A place that went to someone waiting cannot come back by undoing (audit.undo).
      if (promoted.length === 0) {
        notifySavedWithUndo(
          intl.formatMessage(
            { id: 'bookings.placeCancelledMessage' },
            { client: place.client_name },
          ),
          async () => {
            await undoLastChange(supabase, 'place', place.id);
            await refreshBookings(queryClient, tenant.id);
          },
        );
        onClose();
        return;
      }
      notifications.show({
        color: 'teal',
        title: intl.formatMessage({ id: 'bookings.placeCancelledTitle' }),
        // One sentence for the place, then one for each person who moved up.
        message: [
          intl.formatMessage(
            { id: 'bookings.placeCancelledMessage' },
            { client: place.client_name },
          ),
          ...promoted.map((p) =>
            intl.formatMessage({ id: 'bookings.movedUpMessage' }, { client: p.client_name }),
          ),
        ].join(' '),
      });
      onClose();
    },
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage({ id: 'bookings.cancelPlaceTitle' }, { client: place.client_name })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'bookings.close' }) }}
    >
      <Stack>
        <FormError message={cancel.error ? dataErrorMessage(cancel.error) : undefined} />
        <CancellationPreviewState
          preview={preview}
          checking={intl.formatMessage({ id: 'bookings.checkingPolicy' })}
        />
        {preview.data && (
          <>
            <Text>
              {preview.data.in_time
                ? intl.formatMessage({ id: 'bookings.cancelInTime' })
                : intl.formatMessage(
                    { id: 'bookings.cancelLate' },
                    {
                      deadline: formatDateTime(
                        preview.data.deadline,
                        tenant.time_zone,
                        intl.locale,
                      ),
                    },
                  )}
            </Text>
            <List>
              <List.Item>{cancellationOutcome(preview.data, 'their', place, intl)}</List.Item>
              {place.status !== 'waitlisted' && (
                <List.Item>{intl.formatMessage({ id: 'bookings.freedPlaceGoesOn' })}</List.Item>
              )}
            </List>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {intl.formatMessage({ id: 'bookings.keepPlace' })}
          </Button>
          <Button
            color="red"
            disabled={!preview.data}
            loading={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            {intl.formatMessage({ id: 'bookings.cancelPlace' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
