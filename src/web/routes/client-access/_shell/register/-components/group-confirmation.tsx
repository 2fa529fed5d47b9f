import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { LinkButton } from '@/components/link-button';
import { useBookingBusiness, useClientArea } from '@/features/client-profile/use-client-area';
import type { ClientCredit } from '@/features/clients/queries';
import type { DataError } from '@/features/data/data-error';
import { takeGroupPlace } from '@/features/registration/mutations';
import { cancellationTerms } from '@/features/registration/cancellation-terms';
import { isFull } from '@shared/offer-text.ts';
import { ownPlaceLabel, type OwnPlace } from '@/features/registration/own-place';
import { choiceFor, choiceText, type PaymentChoice } from '@/features/registration/payment-choices';
import {
  refreshRegistration,
  type BookingPolicy,
  type OfferedService,
  type OpenSession,
} from '@/features/registration/queries';
import { cardPath } from '@/features/payments/card-path';
import { paymentWaysQuery } from '@/features/payments/queries';
import { formatDateTime } from '@/features/tenancy/format-time';
import { BookedPanel } from './booked-panel';
import { CardPlace } from './card-place';
import { CardPurchase } from './card-purchase';
import { NewcomerBooking } from './newcomer-booking';
import { RefusalAlert } from './refusal-alert';
import { SummaryList } from './summary-list';

const confirmLabels = { use: 'Confirm booking', drop_in: 'Confirm booking', buy: 'Buy and book' };

/**
 * The summary of a place in a group session paid one way, and its confirmation: a pack the
 * client lacks is bought first (purchase_option), then the place is taken (enroll), or the
 * waitlist joined when the session is full. Where the business takes cards, a drop-in is held
 * and paid by card (CardPlace) and a pack bought by card (CardPurchase) instead or beside; a
 * newcomer reaches the same card steps once their emailed code has made them a client.
 * Longer than most files: the three ways end on one summary, which they share.
 */
export function GroupConfirmation({
  service,
  session,
  place,
  choice,
  credits,
  policy,
  onBooked,
}: {
  service: OfferedService;
  session: OpenSession;
  /** The client's place in the session before this screen booked anything. */
  place: OwnPlace | null;
  choice: PaymentChoice;
  credits: ClientCredit[];
  policy: BookingPolicy;
  /** Told the screen's new heading once the place is taken or the waitlist joined. */
  onBooked: (heading: string) => void;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const tenant = useBookingBusiness();
  const clientId = useClientArea().profile?.id ?? null;
  // Someone who came here without a client record books through the newcomer flow to the end,
  // even once the area learns of the record it makes (its documents step is still to come).
  const [newcomer] = useState(clientId === null);
  // A newcomer who pays by card: the client their emailed code made, once it did (the card
  // steps then follow as for any client: decision 0043).
  const [newPayer, setNewPayer] = useState<string | null>(null);
  const payer = newcomer ? newPayer : clientId;
  // One key per place being taken: a retried confirmation finds the first answer.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { data: ways } = useSuspenseQuery(paymentWaysQuery(supabase, tenant.id));
  // Once a card payment starts, its own steps stay on screen with the choice they started
  // with: the place it holds becomes the client's place, and the pack it buys changes the
  // choice to "use", either of which would otherwise replace them.
  const [started, setStarted] = useState<{ choice: PaymentChoice; card: 'card' | 'either' }>();
  // The place a card payment holds fills the session too: its steps still speak of a place.
  const full = isFull(session) && started === undefined;
  const live = cardPath(choice, full, ways, newcomer || clientId !== null);
  const cardChoice = started?.choice ?? choice;
  const card = started?.card ?? live;
  // Why a card payment could not start (its hold refused: the last place went first, say).
  const [cardRefusal, setCardRefusal] = useState<DataError>();
  const startCard = () => {
    setCardRefusal(undefined);
    if (live !== 'desk') setStarted({ choice, card: live });
  };
  const refuseCard = (error: DataError) => {
    setStarted(undefined);
    setCardRefusal(error);
  };

  const book = useMutation<OwnPlace, DataError, { paid: PaymentChoice; clientId: string }>({
    mutationFn: ({ paid, clientId: booker }) =>
      takeGroupPlace(supabase, {
        tenantId: tenant.id,
        clientId: booker,
        bookingId: session.id,
        paid,
        idempotencyKey,
      }),
    onSuccess: (taken) =>
      onBooked(
        taken.status === 'waitlisted'
          ? `You are on the waitlist: ${ownPlaceLabel(taken)}`
          : 'You are booked',
      ),
    onSettled: () => refreshRegistration(queryClient, tenant.id),
  });
  // After booking, the way it was paid as chosen then: the credits it changed may change the choice.
  const paid = book.variables?.paid ?? cardChoice;
  const text = choiceText(paid, tenant.time_zone);

  const items: [string, string][] = [
    ['What', service.name],
    ['When', formatDateTime(session.starts_at, tenant.time_zone)],
    ['Teacher', session.staff_name ?? 'To be confirmed'],
    ['Pay with', `${text.title} (${text.cost})`],
  ];

  if (book.isSuccess) {
    const place = book.data;
    // The credits as they are now: the query refetched after the booking.
    const after = choiceFor(paid.option.id, service.options, credits);
    return (
      <BookedPanel>
        <SummaryList
          items={[
            ...items,
            ...(after?.way === 'use'
              ? [
                  [after.option.name, choiceText(after, tenant.time_zone).detail] as [
                    string,
                    string,
                  ],
                ]
              : []),
          ]}
        />
        {place.status === 'waitlisted' && (
          <Text size="sm">
            {policy.waitlist_mode === 'auto'
              ? 'When a place frees up, it is yours and paid the way you chose.'
              : 'When a place frees up, you are offered it for a while.'}
          </Text>
        )}
        <LinkButton
          to="/client-access/register/group-options/"
          search={{ service_id: service.id, booking_id: session.id }}
          variant="subtle"
          style={{ alignSelf: 'flex-start' }}
        >
          See this session
        </LinkButton>
      </BookedPanel>
    );
  }

  // Checked after success: the booking just made is a place too, and its panel must stay.
  if (place && started === undefined) {
    return (
      <LinkButton
        to="/client-access/register/group-options/"
        search={{ service_id: service.id, booking_id: session.id }}
        variant="default"
        style={{ alignSelf: 'flex-start' }}
      >
        You have a place: see this session
      </LinkButton>
    );
  }

  // Booking now and paying at the desk (or later, as what the client owes); beside the card
  // when the business allows both.
  const deskButton = (secondary = false) =>
    payer !== null && (
      <Button
        variant={secondary ? 'default' : 'filled'}
        onClick={() => book.mutate({ paid: choice, clientId: payer })}
        loading={book.isPending}
        disabled={started !== undefined}
      >
        {full ? 'Join the waitlist' : confirmLabels[choice.way]}
      </Button>
    );

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="check-heading" maw={680}>
      <Stack>
        <Title order={2} size="h3" id="check-heading">
          {full ? 'Join the waitlist' : 'Check and confirm'}
        </Title>
        {book.error && <RefusalAlert error={book.error} />}
        {cardRefusal && <RefusalAlert error={cardRefusal} />}
        <SummaryList
          items={[
            ...items,
            [
              'Cancellation',
              cancellationTerms({
                startsAt: session.starts_at,
                windowMinutes:
                  service.cancellation_window_minutes ?? policy.cancellation_window_minutes,
                feeMinor: policy.late_cancel_fee_minor,
                currency: tenant.currency,
                zone: tenant.time_zone,
                returns: choice.way === 'drop_in' ? 'money' : 'credit',
                priceMinor: choice.option.price_minor,
              }).join(' '),
            ],
          ]}
        />
        {full && (
          <Text size="sm">
            The session is full ({session.waitlist_count} waiting). Leaving the waitlist is free,
            and you pay only when you get a place.
            {choice.way === 'buy' ? ' The pack is bought now.' : ''}
          </Text>
        )}
        {newcomer && newPayer === null && (
          <NewcomerBooking
            business={tenant}
            policy={policy}
            confirmLabel={
              {
                desk: full ? 'Join the waitlist' : confirmLabels[choice.way],
                card: 'Continue to payment',
                either: 'Continue',
              }[live]
            }
            book={async (newClient) => {
              if (live === 'desk') return book.mutateAsync({ paid: choice, clientId: newClient });
              setNewPayer(newClient);
            }}
          />
        )}
        {card !== 'desk' && payer !== null && cardChoice.way === 'drop_in' && (
          <CardPlace
            bookingId={session.id}
            option={cardChoice.option}
            clientId={payer}
            desk={card === 'either' ? deskButton(true) : null}
            holdAtOnce={newcomer && card === 'card'}
            onStart={startCard}
            onRefused={refuseCard}
            onBooked={onBooked}
          />
        )}
        {card !== 'desk' && payer !== null && cardChoice.way === 'buy' && (
          <CardPurchase
            bookingId={session.id}
            option={cardChoice.option}
            clientId={payer}
            desk={card === 'either' ? deskButton(true) : null}
            onStart={startCard}
            onBooked={(taken) =>
              onBooked(
                taken.status === 'waitlisted'
                  ? `You are on the waitlist: ${ownPlaceLabel(taken)}`
                  : 'You are booked and paid',
              )
            }
          />
        )}
        <Group gap="sm">
          {card === 'desk' && !newcomer && deskButton()}
          <LinkButton
            to="/client-access/register/group-options/"
            search={{ service_id: service.id, booking_id: session.id }}
            variant="default"
          >
            Choose another way to pay
          </LinkButton>
        </Group>
      </Stack>
    </Paper>
  );
}
