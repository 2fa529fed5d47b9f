import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { bookPrivate } from '@/features/bookings/mutations';
import { useBookingBusiness, useClientArea } from '@/features/client-profile/use-client-area';
import { DataError } from '@/features/data/data-error';
import { cardWay } from '@/features/payments/payment-kinds';
import { paymentWaysQuery } from '@/features/payments/queries';
import type { BookedPlace } from '@/features/registration/booked-place';
import {
  nextFreeTimeQuery,
  refreshRegistration,
  type BookingPolicy,
  type OfferedService,
} from '@/features/registration/queries';
import { formatMoney } from '@/features/tenancy/format-money';
import { formatDateTime, formatTime } from '@/features/tenancy/format-time';
import { localDate } from '@/features/tenancy/zoned-time';
import { bookedAppointment, chosenTime } from './chosen-time';
import { focusOnArrival } from './focus-on-arrival';
import { NewcomerBooking } from './newcomer-booking';
import { PayForHeldPlace } from './pay-for-held-place';
import { PrivateSlotPicker, type PrivateChoices } from './private-slot-picker';
import { RefusalAlert } from './refusal-alert';
import { SummaryList } from './summary-list';

type Booked = { id: string; status: string; client_id: string; hold_expires_at: string | null };

/** The price with its note on the check step, by how the business lets it be paid. */
const priceNotes = {
  card: 'register.priceByCardOnConfirm',
  either: 'register.priceByCardOrDesk',
  desk: 'register.priceOnAccount',
} as const;

/** What the newcomer's button says before they book, by how the business lets it be paid. */
const newcomerLabels = {
  card: 'register.confirmAndPayByCard',
  either: 'register.continue',
  desk: 'register.confirmBooking',
} as const;

/**
 * Choose, check, confirm: a private appointment in three steps on one screen. Paid by card, the
 * time is held while the client pays (book_private's hold_for_card, decision 0042): by card
 * only where the business asks for it, else when the client chooses to. The choice comes before
 * booking, so the confirmation that ends every way offers no way to pay. Longer than most
 * files: the check step and the card payment share one summary.
 */
export function PrivateBooking({
  service,
  policy,
  onHeld,
  onBooked,
}: {
  service: OfferedService;
  policy: BookingPolicy;
  /** The time is held while the client pays by card. */
  onHeld: () => void;
  /** The appointment, booked (and paid, where it was paid by card). */
  onBooked: (booked: BookedPlace) => void;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const tenant = useBookingBusiness();
  const intl = useIntl();
  const { locale } = intl;
  // Someone who came here without a client record books through the newcomer flow to the end,
  // even once the area learns of the record it makes (its documents step is still to come).
  const clientId = useClientArea().profile?.id ?? null;
  const [newcomer] = useState(clientId === null);
  // A newcomer whose code made them a client, now choosing card or desk (decision 0043).
  const [choosing, setChoosing] = useState(false);
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
  const { slot } = choices;
  const time = slot && option ? chosenTime(service, option, slot, policy, tenant, intl) : null;
  // Card only where the business asks private sessions to be paid online (the database refuses
  // booking them on account: pay_online_required); a free session is never paid for.
  const way = option && option.price_minor > 0 ? cardWay('variant', ways) : 'desk';

  const book = useMutation<Booked, DataError, { byCard: boolean }>({
    mutationFn: ({ byCard }) => {
      // The summary that offers this button is only reached with a time chosen.
      if (!slot)
        return Promise.reject(
          new DataError('no_time', intl.formatMessage({ id: 'register.chooseTimeFirst' })),
        );
      return bookPrivate(supabase, {
        serviceId: service.id,
        optionId: choices.optionId,
        startsAt: slot.starts_at,
        staffId: slot.staff_id,
        // Per time chosen and way to pay: a retry finds its booking, a changed choice is new.
        idempotencyKey: `${idempotencyKey}:${slot.starts_at}:${slot.staff_id}:${byCard ? 'card' : 'desk'}`,
        holdForCard: byCard,
      });
    },
    onSuccess: (booked) => {
      if (booked.status === 'held') onHeld();
      else if (time && option)
        onBooked(
          bookedAppointment(time, booked.id, {
            way: 'account',
            priceMinor: option.price_minor,
            currency: option.currency,
          }),
        );
    },
    onSettled: () => refreshRegistration(queryClient, tenant.id),
    onError: (error) => {
      // Someone else took the time meanwhile: back to the fresh free times, with the reason.
      if (error.code === 'slot_taken') {
        setChoices((current) => ({ ...current, slot: null }));
        setStep('choose');
      }
    },
  });

  const held = book.data?.status === 'held' ? book.data : undefined;
  if ((step === 'check' || held) && time && option) {
    const price = formatMoney(option.price_minor, option.currency, locale);
    const summary: [string, string][] = [
      [intl.formatMessage({ id: 'register.what' }), time.what],
      [
        intl.formatMessage({ id: 'register.when' }),
        intl.formatMessage(
          { id: 'register.timeRange' },
          {
            start: formatDateTime(time.startsAt, tenant.time_zone, locale),
            end: formatTime(time.endsAt, tenant.time_zone, locale),
          },
        ),
      ],
      [
        intl.formatMessage({ id: 'register.with' }),
        time.staffName ?? intl.formatMessage({ id: 'register.aTeacher' }),
      ],
    ];
    const priceTerm = intl.formatMessage({ id: 'register.price' });
    if (held)
      return (
        // Its own key: a new section, whose heading takes the focus from the check step's.
        <Paper
          key="pay"
          withBorder
          p="lg"
          component="section"
          aria-labelledby="pay-heading"
          maw={680}
        >
          <Stack>
            <Title order={2} size="h3" id="pay-heading" tabIndex={-1} ref={focusOnArrival}>
              {intl.formatMessage({ id: 'register.payByCardHeading' })}
            </Title>
            <SummaryList items={[...summary, [priceTerm, price]]} />
            <PayForHeldPlace
              placeId={held.id}
              clientId={held.client_id}
              note={
                held.hold_expires_at
                  ? intl.formatMessage(
                      { id: 'register.timeHeldUntil' },
                      { time: formatTime(held.hold_expires_at, tenant.time_zone, locale) },
                    )
                  : intl.formatMessage({ id: 'register.timeHeld' })
              }
              onConfirmed={() =>
                onBooked(
                  bookedAppointment(time, held.id, {
                    way: 'card',
                    priceMinor: option.price_minor,
                    currency: option.currency,
                  }),
                )
              }
            />
          </Stack>
        </Paper>
      );
    // A client books here; a newcomer through their details and code first.
    const confirming = !newcomer || choosing;
    const confirm = (byCard: boolean, label: string, secondary = false) => (
      <Button
        variant={secondary ? 'default' : 'filled'}
        onClick={() => book.mutate({ byCard })}
        loading={book.isPending && book.variables.byCard === byCard}
        disabled={book.isPending}
      >
        {label}
      </Button>
    );
    return (
      <Paper withBorder p="lg" component="section" aria-labelledby="check-heading" maw={680}>
        <Stack>
          <Title order={2} id="check-heading" tabIndex={-1} ref={focusOnArrival}>
            {intl.formatMessage({ id: 'register.checkAndConfirm' })}
          </Title>
          {book.error && <RefusalAlert error={book.error} />}
          <SummaryList
            items={[
              ...summary,
              [priceTerm, intl.formatMessage({ id: priceNotes[way] }, { price })],
              [intl.formatMessage({ id: 'register.cancellation' }), time.cancellation],
            ]}
          />
          {newcomer && !choosing && (
            <NewcomerBooking
              business={tenant}
              policy={policy}
              confirmLabel={intl.formatMessage({ id: newcomerLabels[way] })}
              book={async () => {
                if (way === 'either') setChoosing(true);
                else return book.mutateAsync({ byCard: way === 'card' });
              }}
            />
          )}
          {way === 'either' && confirming && (
            <Text size="sm">{intl.formatMessage({ id: 'register.payNowOrAtDesk' })}</Text>
          )}
          <Group gap="sm">
            {confirming &&
              way === 'card' &&
              confirm(true, intl.formatMessage({ id: 'register.confirmAndPayByCard' }))}
            {confirming &&
              way === 'either' &&
              confirm(true, intl.formatMessage({ id: 'register.payPriceByCard' }, { price }))}
            {confirming &&
              way !== 'card' &&
              confirm(
                false,
                intl.formatMessage({ id: 'register.confirmBooking' }),
                way === 'either',
              )}
            <Button variant="default" onClick={() => setStep('changing')} disabled={book.isPending}>
              {intl.formatMessage({ id: 'register.change' })}
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
