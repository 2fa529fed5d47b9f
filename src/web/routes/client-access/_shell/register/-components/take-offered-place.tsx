import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { acceptOffer } from '@/features/bookings/mutations';
import { useBookingBusiness, useClientArea } from '@/features/client-profile/use-client-area';
import type { DataError } from '@/features/data/data-error';
import { PayByCard } from '@/features/payments/pay-by-card';
import { cardWay } from '@/features/payments/payment-kinds';
import { paymentWaysQuery } from '@/features/payments/queries';
import { refreshRegistration, type OfferedOption } from '@/features/registration/queries';
import { formatMoney } from '@/features/tenancy/format-money';
import { PlaceConfirming } from './card-place';
import { RefusalAlert } from './refusal-alert';

/** The session's screen keeps its heading: its note says "You are booked" once confirmed. */
const keepHeading = () => undefined;

/**
 * A place offered from the waitlist is taken with accept_offer, or by paying for it by card
 * while the offer lasts: only by card when the business has drop-ins paid online, which also
 * offers (never confirms unpaid) such places in its 'auto' mode (decision 0043).
 */
export function TakeOfferedPlace({
  enrollmentId,
  option,
}: {
  enrollmentId: string;
  /** The option the place was waitlisted with, when the session's service still offers it. */
  option: OfferedOption | undefined;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const tenant = useBookingBusiness();
  const clientId = useClientArea().profile?.id ?? null;
  const { data: ways } = useSuspenseQuery(paymentWaysQuery(supabase, tenant.id));
  const [paying, setPaying] = useState<'card' | 'paid'>();
  const take = useMutation<unknown, DataError>({
    mutationFn: () => acceptOffer(supabase, enrollmentId),
    onSettled: () => refreshRegistration(queryClient, tenant.id),
  });
  // Only a drop-in is paid for when taken; a pack's or pass's place uses a credit.
  const card =
    option?.kind !== 'drop_in' || option.price_minor === 0 || clientId === null
      ? 'desk'
      : cardWay(option.kind, ways);

  if (paying === 'paid') return <PlaceConfirming placeId={enrollmentId} onBooked={keepHeading} />;
  if (paying === 'card' && clientId !== null)
    return (
      <Stack gap="xs" mt="sm">
        <Text size="sm">Your place stays offered to you while you pay.</Text>
        <PayByCard
          tenantId={tenant.id}
          clientId={clientId}
          paid={{ purpose: 'enrollment', enrollment_id: enrollmentId }}
          onPaid={() => setPaying('paid')}
        />
      </Stack>
    );
  return (
    <Stack gap="xs" mt="sm" align="flex-start">
      {take.error && <RefusalAlert error={take.error} />}
      {card === 'card' && (
        <Text size="sm">It is taken by paying for it by card, before the offer lapses.</Text>
      )}
      <Group gap="sm">
        {card !== 'desk' && option !== undefined && (
          <Button onClick={() => setPaying('card')}>
            Pay {formatMoney(option.price_minor, option.currency)} by card to take it
          </Button>
        )}
        {card !== 'card' && (
          <Button
            variant={card === 'either' ? 'default' : 'filled'}
            onClick={() => take.mutate()}
            loading={take.isPending}
          >
            Take the place
          </Button>
        )}
      </Group>
    </Stack>
  );
}
