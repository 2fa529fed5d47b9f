import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { LinkButton } from '@/components/link-button';
import { useBookingBusiness, useClientArea } from '@/features/client-profile/use-client-area';
import type { ClientCredit } from '@/features/clients/queries';
import type { DataError } from '@/features/data/data-error';
import { cardPath } from '@/features/payments/card-path';
import { paymentWaysQuery } from '@/features/payments/queries';
import { choicePayment, type BookedPlace } from '@/features/registration/booked-place';
import { takeGroupPlace } from '@/features/registration/mutations';
import type { OwnPlace } from '@/features/registration/own-place';
import { choiceText, type PaymentChoice } from '@/features/registration/payment-choices';
import { refreshRegistration } from '@/features/registration/queries';
import { isFull } from '@shared/offer-text.ts';
import { CardPlace } from './card-place';
import { CardPurchase } from './card-purchase';
import { bookedInSession, sessionRows, sessionTerms, type ChosenSession } from './chosen-session';
import { NewcomerBooking } from './newcomer-booking';
import { RefusalAlert } from './refusal-alert';
import { SummaryList } from './summary-list';
import { useIntl } from 'react-intl';

const confirmLabels = {
  use: 'register.confirmBooking',
  drop_in: 'register.confirmBooking',
  buy: 'register.buyAndBook',
} as const;

/**
 * The summary of a place in a group session paid one way, and its confirmation: a pack the
 * client lacks is bought first (purchase_option), then the place is taken (enroll), or the
 * waitlist joined when the session is full. Where the business takes cards, a drop-in is held
 * and paid by card (CardPlace) and a pack bought by card (CardPurchase) instead or beside; a
 * newcomer reaches the same card steps once their emailed code has made them a client. Every
 * way ends by handing the place to `onBooked`, whose confirmation replaces this screen.
 * Longer than most files: the three ways start from one summary, which they share.
 */
export function GroupConfirmation({
  chosen,
  place,
  choice,
  onHeld,
  onBooked,
}: {
  chosen: ChosenSession & { credits: ClientCredit[] };
  /** The client's place in the session before this screen booked anything. */
  place: OwnPlace | null;
  choice: PaymentChoice;
  /** A place held while its card payment is made: the client's, though not yet paid. */
  onHeld: (place: OwnPlace) => void;
  /** The place taken, or the waitlist joined. */
  onBooked: (booked: BookedPlace) => void;
}) {
  const { service, session, policy } = chosen;
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const tenant = useBookingBusiness();
  const intl = useIntl();
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
  const booked = (taken: OwnPlace, paid: PaymentChoice, byCard: boolean) =>
    onBooked(
      bookedInSession(
        chosen,
        tenant,
        { place: taken, option: paid.option },
        choicePayment(paid, byCard),
        intl,
      ),
    );

  const book = useMutation<OwnPlace, DataError, { paid: PaymentChoice; clientId: string }>({
    mutationFn: ({ paid, clientId: booker }) =>
      takeGroupPlace(supabase, {
        tenantId: tenant.id,
        clientId: booker,
        bookingId: session.id,
        paid,
        idempotencyKey,
      }),
    onSuccess: (taken, { paid }) => booked(taken, paid, false),
    onSettled: () => refreshRegistration(queryClient, tenant.id),
  });
  const text = choiceText(cardChoice, tenant.time_zone, intl);

  if (place && started === undefined) {
    return (
      <LinkButton
        to="/client-access/register/group-options/"
        search={{ service_id: service.id, booking_id: session.id }}
        variant="default"
        style={{ alignSelf: 'flex-start' }}
      >
        {intl.formatMessage({ id: 'register.haveAPlaceSee' })}
      </LinkButton>
    );
  }

  const deskLabel = intl.formatMessage({
    id: full ? 'register.joinWaitlist' : confirmLabels[choice.way],
  });
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
        {deskLabel}
      </Button>
    );

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="check-heading" maw={680}>
      <Stack>
        <Title order={2} size="h3" id="check-heading">
          {intl.formatMessage({ id: full ? 'register.joinWaitlist' : 'register.checkAndConfirm' })}
        </Title>
        {book.error && <RefusalAlert error={book.error} />}
        {cardRefusal && <RefusalAlert error={cardRefusal} />}
        <SummaryList
          items={[
            ...sessionRows(chosen, tenant, intl),
            [
              intl.formatMessage({ id: 'register.payWith' }),
              intl.formatMessage(
                { id: 'register.choiceAndCost' },
                { choice: text.title, cost: text.cost },
              ),
            ],
            [
              intl.formatMessage({ id: 'register.cancellation' }),
              sessionTerms(chosen, tenant, choice.option, intl),
            ],
          ]}
        />
        {full && (
          <Text size="sm">
            {intl.formatMessage(
              { id: choice.way === 'buy' ? 'register.fullNoteBuy' : 'register.fullNote' },
              { waiting: session.waitlist_count },
            )}
          </Text>
        )}
        {newcomer && newPayer === null && (
          <NewcomerBooking
            business={tenant}
            policy={policy}
            confirmLabel={
              live === 'desk'
                ? deskLabel
                : intl.formatMessage({
                    id: live === 'card' ? 'register.continueToPayment' : 'register.continue',
                  })
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
            onHeld={onHeld}
            onConfirmed={(taken) => booked(taken, cardChoice, true)}
          />
        )}
        {card !== 'desk' && payer !== null && cardChoice.way === 'buy' && (
          <CardPurchase
            bookingId={session.id}
            option={cardChoice.option}
            clientId={payer}
            desk={card === 'either' ? deskButton(true) : null}
            onStart={startCard}
            onBooked={(taken) => booked(taken, cardChoice, true)}
          />
        )}
        {/* Once a card payment started, its place is held or its pack is being bought. */}
        {started === undefined && (
          <Group gap="sm">
            {card === 'desk' && !newcomer && deskButton()}
            <LinkButton
              to="/client-access/register/group-options/"
              search={{ service_id: service.id, booking_id: session.id }}
              variant="default"
            >
              {intl.formatMessage({ id: 'register.chooseAnotherWay' })}
            </LinkButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
