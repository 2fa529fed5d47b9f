import { focusOnArrival } from './focus-on-arrival';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { bookPrivate } from '@/features/bookings/mutations';
import { useBookingBusiness, useClientArea } from '@/features/client-profile/use-client-area';
import { DataError } from '@/features/data/data-error';
import { cancellationTerms } from '@/features/registration/cancellation-terms';
import {
  nextFreeTimeQuery,
  refreshRegistration,
  type BookingPolicy,
  type OfferedService,
} from '@/features/registration/queries';
import { formatMoney } from '@/features/tenancy/format-money';
import { formatDateTime, formatTime } from '@/features/tenancy/format-time';
import { localDate } from '@/features/tenancy/zoned-time';
import { cardWay } from '@/features/payments/payment-kinds';
import { paymentWaysQuery } from '@/features/payments/queries';
import { BookedPanel } from './booked-panel';
import { CardPrivate } from './card-private';
import { NewcomerBooking } from './newcomer-booking';
import { PrivateSlotPicker, type PrivateChoices } from './private-slot-picker';
import { RefusalAlert } from './refusal-alert';
import { SummaryList } from './summary-list';

/** The heading once the time is held for a card payment. */
export const heldHeading = 'Pay to complete your booking';

/** Choose, check, confirm: a private appointment in three steps on one screen. */
export function PrivateBooking({
  service,
  policy,
  onBooked,
}: {
  service: OfferedService;
  policy: BookingPolicy;
  /** Told the screen's new heading once the appointment is booked. */
  onBooked: (heading: string) => void;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const tenant = useBookingBusiness();
  // Someone who came here without a client record books through the newcomer flow to the end,
  // even once the area learns of the record it makes (its documents step is still to come).
  const clientId = useClientArea().profile?.id ?? null;
  const [newcomer] = useState(clientId === null);
  const { data: ways } = useSuspenseQuery(paymentWaysQuery(supabase, tenant.id));
  const [step, setStep] = useState<'choose' | 'check' | 'changing'>('choose');
  const [choices, setChoices] = useState<Omit<PrivateChoices, 'day'> & { day: string | null }>({
    optionId: service.options[0]?.id ?? '',
    staffId: '',
    day: null,
    slot: null,
  });
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // Until a day is chosen, the strip opens on the first day with a free time (the catalogue's
  // answer, usually cached), so the first screen already shows times.
  const next = useQuery(
    nextFreeTimeQuery(supabase, tenant.id, service.id, service.options[0]?.id ?? ''),
  );
  const day =
    choices.day ??
    localDate(tenant.time_zone, next.data ? new Date(next.data.starts_at) : new Date());
  const option = service.options.find((candidate) => candidate.id === choices.optionId);
  // The business asks private sessions to be paid online: the time is held while the client
  // pays by card, never booked to pay later (the database refuses that: pay_online_required).
  const holdForCard = (option?.price_minor ?? 0) > 0 && cardWay('variant', ways) === 'card';
  const staffName =
    service.staff.find((member) => member.id === choices.slot?.staff_id)?.display_name ??
    'a teacher';

  const book = useMutation<{ id: string; status: string; client_id: string }, DataError>({
    mutationFn: () => {
      const { slot } = choices;
      // The summary that offers this button is only reached with a time chosen.
      if (!slot) return Promise.reject(new DataError('no_time', 'Choose a time first.'));
      return bookPrivate(supabase, {
        serviceId: service.id,
        optionId: choices.optionId,
        startsAt: slot.starts_at,
        staffId: slot.staff_id,
        // Per time chosen: a retry finds its booking, a changed choice is a new one.
        idempotencyKey: `${idempotencyKey}:${slot.starts_at}:${slot.staff_id}`,
        holdForCard,
      });
    },
    onSuccess: (booked) => onBooked(booked.status === 'held' ? heldHeading : 'You are booked'),
    onSettled: () => refreshRegistration(queryClient, tenant.id),
    onError: (error) => {
      // Someone else took the time meanwhile: back to the fresh free times, with the reason.
      if (error.code === 'slot_taken') {
        setChoices((current) => ({ ...current, slot: null }));
        setStep('choose');
      }
    },
  });

  if (book.isSuccess && choices.slot && option) {
    return (
      <BookedPanel>
        <SummaryList
          items={[
            ['What', `${service.name}, ${option.name}`],
            ['When', formatDateTime(choices.slot.starts_at, tenant.time_zone)],
            ['With', staffName],
            ['Price', formatMoney(option.price_minor, option.currency)],
          ]}
        />
        <Text size="sm">
          {book.data.status === 'held'
            ? 'The time is yours for 15 minutes while you pay by card; unpaid, it is given back.'
            : 'It is on your home page, where you can also cancel it.'}
        </Text>
        {/* Paid now, by a newcomer too (decision 0043): the place names the client it made. */}
        {option.price_minor > 0 && cardWay('variant', ways) !== 'desk' && (
          <CardPrivate
            enrollmentId={book.data.id}
            clientId={book.data.client_id}
            priceMinor={option.price_minor}
            currency={option.currency}
            required={cardWay('variant', ways) === 'card'}
          />
        )}
      </BookedPanel>
    );
  }

  if (step === 'check' && choices.slot && option) {
    const ends = new Date(
      Date.parse(choices.slot.starts_at) +
        (option.duration_minutes ?? service.duration_minutes) * 60_000,
    );
    return (
      <Paper withBorder p="lg" component="section" aria-labelledby="check-heading" maw={680}>
        <Stack>
          <Title order={2} id="check-heading" tabIndex={-1} ref={focusOnArrival}>
            Check and confirm
          </Title>
          {book.error && <RefusalAlert error={book.error} />}
          <SummaryList
            items={[
              ['What', `${service.name}, ${option.name}`],
              [
                'When',
                `${formatDateTime(choices.slot.starts_at, tenant.time_zone)} to ${formatTime(ends, tenant.time_zone)}`,
              ],
              ['With', staffName],
              [
                'Price',
                `${formatMoney(option.price_minor, option.currency)}, ${holdForCard ? 'paid by card once you confirm' : 'charged to your account'}`,
              ],
              [
                'Cancellation',
                cancellationTerms({
                  startsAt: choices.slot.starts_at,
                  windowMinutes:
                    service.cancellation_window_minutes ?? policy.cancellation_window_minutes,
                  feeMinor: policy.late_cancel_fee_minor,
                  currency: tenant.currency,
                  zone: tenant.time_zone,
                  returns: 'money',
                  priceMinor: option.price_minor,
                }).join(' '),
              ],
            ]}
          />
          {newcomer && (
            <NewcomerBooking
              business={tenant}
              policy={policy}
              confirmLabel={holdForCard ? 'Confirm and pay by card' : 'Confirm booking'}
              book={() => book.mutateAsync()}
            />
          )}
          <Group gap="sm">
            {!newcomer && (
              <Button onClick={() => book.mutate()} loading={book.isPending}>
                {holdForCard ? 'Confirm and pay by card' : 'Confirm booking'}
              </Button>
            )}
            <Button variant="default" onClick={() => setStep('changing')} disabled={book.isPending}>
              Change
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      {book.error && <RefusalAlert error={book.error} />}
      <PrivateSlotPicker
        service={service}
        choices={{ ...choices, day }}
        onChange={(changes) => setChoices((current) => ({ ...current, day, ...changes }))}
        onContinue={() => {
          book.reset();
          setStep('check');
        }}
        returned={step === 'changing'}
      />
    </Stack>
  );
}
