import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormError } from '@/features/auth/form-error';
import { cancelBooking, type CancelResult } from '@/features/bookings/mutations';
import { refreshBookings, type BookingSummary } from '@/features/bookings/queries';
import { dataErrorMessage } from '@/features/data/data-error';
import { formatMoney } from '@/features/tenancy/format-money';
import { useMembership } from '@/features/tenancy/use-tenant';

function resultSentence(result: CancelResult) {
  const parts = [
    `${result.places_cancelled} place${result.places_cancelled === 1 ? '' : 's'} cancelled`,
  ];
  if (result.credits_returned > 0) {
    parts.push(
      `${result.credits_returned} credit${result.credits_returned === 1 ? '' : 's'} returned`,
    );
  }
  if (result.money_returned_minor > 0) {
    parts.push(`${formatMoney(result.money_returned_minor, result.currency)} credited back`);
  }
  return `${parts.join(', ')}.`;
}

/** Cancels the whole session (cancel_booking), after saying what happens to everyone in it. */
export function CancelBookingButton({ booking }: { booking: BookingSummary }) {
  const { tenant } = useMembership();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const cancel = useMutation({
    mutationFn: () => cancelBooking(supabase, booking.id, reason),
    onSuccess: async (result) => {
      notifications.show({
        color: 'teal',
        title: `${booking.service_name} cancelled`,
        message: resultSentence(result),
      });
      setOpened(false);
      await refreshBookings(queryClient, tenant.id);
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setReasonError('Say why: the clients in it see this.');
      return;
    }
    cancel.mutate();
  };

  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpened(true)}>
        Cancel session
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Cancel this session?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form noValidate onSubmit={submit} aria-label="Cancel this session">
          <Stack>
            <FormError message={cancel.error ? dataErrorMessage(cancel.error) : undefined} />
            <Text>
              {booking.confirmed_count} confirmed place{booking.confirmed_count === 1 ? '' : 's'}
              {booking.waitlist_count > 0 && ` and ${booking.waitlist_count} on the waitlist`} will
              be cancelled. Whatever the cancellation window, each client gets back what their place
              cost: the pack credit, or the drop-in price as a credit to their balance. Nobody pays
              a late fee.
            </Text>
            <Textarea
              label="Reason"
              description="Shown to the clients with the cancellation."
              required
              autosize
              minRows={2}
              maxLength={500}
              value={reason}
              error={reasonError}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setReasonError(undefined);
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Keep the session
              </Button>
              <Button type="submit" color="red" loading={cancel.isPending}>
                Cancel session
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
