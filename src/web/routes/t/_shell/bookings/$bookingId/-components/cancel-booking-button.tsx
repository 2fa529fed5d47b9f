import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Words } from '@shared/i18n/words.ts';
import { notifySavedWithUndo } from '@/components/notify';
import { undoLastChange } from '@/features/audit/undo';
import { FormError } from '@/features/auth/form-error';
import { cancelBooking, type CancelResult } from '@/features/bookings/mutations';
import { refreshBookings, type BookingSummary } from '@/features/bookings/queries';
import { dataErrorMessage } from '@/features/data/data-error';
import { formatMoney } from '@/features/tenancy/format-money';
import { useMembership } from '@/features/tenancy/use-tenant';

/** "3 places cancelled, 2 credits returned, £24.00 credited back." */
function resultSentence(result: CancelResult, words: Words) {
  const parts = [
    words.formatMessage({ id: 'bookings.cancelResultPlaces' }, { count: result.places_cancelled }),
  ];
  if (result.credits_returned > 0) {
    parts.push(
      words.formatMessage(
        { id: 'bookings.cancelResultCredits' },
        { count: result.credits_returned },
      ),
    );
  }
  if (result.money_returned_minor > 0) {
    parts.push(
      words.formatMessage(
        { id: 'bookings.cancelResultMoney' },
        { amount: formatMoney(result.money_returned_minor, result.currency, words.locale) },
      ),
    );
  }
  return words.formatMessage(
    { id: 'bookings.cancelResult' },
    { parts: words.formatList(parts, { type: 'unit', style: 'short' }) },
  );
}

/** Cancels the whole session (cancel_booking), after saying what happens to everyone in it. */
export function CancelBookingButton({ booking }: { booking: BookingSummary }) {
  const { tenant } = useMembership();
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const cancel = useMutation({
    mutationFn: () => cancelBooking(supabase, booking.id, reason),
    onSuccess: async (result) => {
      const title = intl.formatMessage(
        { id: 'bookings.sessionCancelled' },
        { service: booking.service_name },
      );
      notifySavedWithUndo(`${title}. ${resultSentence(result, intl)}`, async () => {
        await undoLastChange(supabase, 'booking', booking.id);
        await refreshBookings(queryClient, tenant.id);
      });
      setOpened(false);
      await refreshBookings(queryClient, tenant.id);
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setReasonError(intl.formatMessage({ id: 'bookings.cancelReasonMissing' }));
      return;
    }
    cancel.mutate();
  };

  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpened(true)}>
        {intl.formatMessage({ id: 'bookings.cancelSession' })}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={intl.formatMessage({ id: 'bookings.cancelSessionTitle' })}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'bookings.close' }) }}
      >
        <form
          noValidate
          onSubmit={submit}
          aria-label={intl.formatMessage({ id: 'bookings.cancelSessionForm' })}
        >
          <Stack>
            <FormError message={cancel.error ? dataErrorMessage(cancel.error) : undefined} />
            <Text>
              {intl.formatMessage(
                {
                  id:
                    booking.waitlist_count > 0
                      ? 'bookings.cancelSessionWarningWaiting'
                      : 'bookings.cancelSessionWarning',
                },
                { confirmed: booking.confirmed_count, waiting: booking.waitlist_count },
              )}
            </Text>
            <Textarea
              label={intl.formatMessage({ id: 'bookings.cancelReason' })}
              description={intl.formatMessage({ id: 'bookings.cancelReasonHint' })}
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
                {intl.formatMessage({ id: 'bookings.keepSession' })}
              </Button>
              <Button type="submit" color="red" loading={cancel.isPending}>
                {intl.formatMessage({ id: 'bookings.cancelSession' })}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
