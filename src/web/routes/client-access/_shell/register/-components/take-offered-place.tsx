import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { acceptOffer } from '@/features/bookings/mutations';
import { useBookingBusiness, useClientArea } from '@/features/client-profile/use-client-area';
import type { DataError } from '@/features/data/data-error';
import { cardWay } from '@/features/payments/payment-kinds';
import { paymentWaysQuery } from '@/features/payments/queries';
import { offeredPayment, type BookedPlace } from '@/features/registration/booked-place';
import type { OwnPlace } from '@/features/registration/own-place';
import { refreshRegistration } from '@/features/registration/queries';
import { formatMoney } from '@/features/tenancy/format-money';
import { bookedInSession, type ChosenSession } from './chosen-session';
import { PayForHeldPlace } from './pay-for-held-place';
import { RefusalAlert } from './refusal-alert';

/**
 * A place offered from the waitlist is taken with accept_offer, or by paying for it by card
 * while the offer lasts: only by card when the business has drop-ins paid online, which also
 * offers (never confirms unpaid) such places in its 'auto' mode (decision 0043).
 */
export function TakeOfferedPlace({
  chosen,
  place,
  onTaken,
}: {
  chosen: ChosenSession;
  /** The offered place. */
  place: OwnPlace;
  /** The place, taken: its confirmation replaces the screen. */
  onTaken: (booked: BookedPlace) => void;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const tenant = useBookingBusiness();
  const intl = useIntl();
  const clientId = useClientArea().profile?.id ?? null;
  const { data: ways } = useSuspenseQuery(paymentWaysQuery(supabase, tenant.id));
  const [paying, setPaying] = useState(false);
  // The option the place waited with, when the session's service still offers it.
  const option = chosen.service.options.find((candidate) => candidate.id === place.option_id);
  const taken = (byCard: boolean) =>
    onTaken({
      ...bookedInSession(
        chosen,
        tenant,
        { place: { ...place, status: 'confirmed' }, option },
        offeredPayment(option, byCard),
        intl,
      ),
      // This is the session's screen already.
      session: undefined,
    });
  const take = useMutation<unknown, DataError>({
    mutationFn: () => acceptOffer(supabase, place.id),
    onSuccess: () => taken(false),
    onSettled: () => refreshRegistration(queryClient, tenant.id),
  });
  // Only a drop-in is paid for when taken; a pack's or pass's place uses a credit.
  const card =
    option?.kind !== 'drop_in' || option.price_minor === 0 || clientId === null
      ? 'desk'
      : cardWay(option.kind, ways);

  if (paying && clientId !== null)
    return (
      <Stack mt="sm">
        <PayForHeldPlace
          placeId={place.id}
          clientId={clientId}
          note={intl.formatMessage({ id: 'register.offeredWhileYouPay' })}
          onConfirmed={() => taken(true)}
        />
      </Stack>
    );
  return (
    <Stack gap="xs" mt="sm" align="flex-start">
      {take.error && <RefusalAlert error={take.error} />}
      {card === 'card' && (
        <Text size="sm">{intl.formatMessage({ id: 'register.takenByCard' })}</Text>
      )}
      <Group gap="sm">
        {card !== 'desk' && option !== undefined && (
          <Button onClick={() => setPaying(true)}>
            {intl.formatMessage(
              { id: 'register.payToTake' },
              { price: formatMoney(option.price_minor, option.currency, intl.locale) },
            )}
          </Button>
        )}
        {card !== 'card' && (
          <Button
            variant={card === 'either' ? 'default' : 'filled'}
            onClick={() => take.mutate()}
            loading={take.isPending}
          >
            {intl.formatMessage({ id: 'register.takePlace' })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
