import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import type { DataError } from '@/features/data/data-error';
import { holdPlace } from '@/features/payments/mutations';
import { PayByCard } from '@/features/payments/pay-by-card';
import { PaymentProgress } from '@/features/payments/payment-progress';
import { paidPlaceQuery } from '@/features/payments/queries';
import { refreshRegistration } from '@/features/registration/queries';
import { formatMoney } from '@/features/tenancy/format-money';
import { formatTime } from '@/features/tenancy/format-time';
import type { OfferedOption } from '@/features/registration/queries';

type Held = { id: string; hold_expires_at: string | null };

/**
 * A drop-in paid by card (issue 20, point 2): the place is held for 15 minutes
 * (hold_place), the card form takes the payment, and the screen waits for the provider's
 * webhook to confirm the place. A full session holds nothing, so nobody pays for a place they
 * cannot have; a place given away while its payment was late is refunded, and said so here.
 */
export function CardPlace({
  bookingId,
  option,
  clientId,
  desk,
  holdAtOnce = false,
  onStart,
  onRefused,
  onBooked,
}: {
  bookingId: string;
  option: OfferedOption;
  clientId: string;
  /** The way to book paying at the desk, when the business allows it; null when card only. */
  desk: ReactNode;
  /** Holds the place as soon as it shows: a newcomer's code already said "continue to payment". */
  holdAtOnce?: boolean;
  /** Called as the hold is asked for, so a session that fills meanwhile keeps these steps. */
  onStart: () => void;
  /** Called when the hold is refused (the session filled first, say): the caller says why. */
  onRefused: (error: DataError) => void;
  onBooked: (heading: string) => void;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const tenant = useBookingBusiness();
  const [paid, setPaid] = useState(false);
  const hold = useMutation<Held, DataError>({
    mutationFn: () => holdPlace(supabase, bookingId, option.id),
    onMutate: onStart,
    onError: onRefused,
  });
  const price = formatMoney(option.price_minor, option.currency);
  // Held once, when it first shows (a ref survives StrictMode's second effect).
  const holding = useRef(false);
  useEffect(() => {
    if (!holdAtOnce || holding.current) return;
    holding.current = true;
    hold.mutate();
  }, [holdAtOnce, hold]);

  if (hold.data === undefined)
    return (
      <Stack gap="sm">
        {desk && <Text size="sm">Pay now by card, or book now and pay at the desk.</Text>}
        <Group gap="sm">
          <Button onClick={() => hold.mutate()} loading={hold.isPending}>
            Pay {price} by card
          </Button>
          {desk}
        </Group>
      </Stack>
    );
  const held = hold.data;
  if (paid) return <PlaceConfirming placeId={held.id} onBooked={onBooked} />;
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        Your place is held
        {held.hold_expires_at
          ? ` until ${formatTime(held.hold_expires_at, tenant.time_zone)}`
          : ''}{' '}
        while you pay. If you leave without paying, it is given back then.
      </Text>
      <PayByCard
        tenantId={tenant.id}
        clientId={clientId}
        paid={{ purpose: 'enrollment', enrollment_id: held.id }}
        onPaid={() => setPaid(true)}
      />
    </Stack>
  );
}

/** Waits for the webhook to confirm the paid place, or to say it went to someone else. */
export function PlaceConfirming({
  placeId,
  onBooked,
}: {
  placeId: string;
  onBooked: (heading: string) => void;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const tenant = useBookingBusiness();
  const { data: place } = useQuery(paidPlaceQuery(supabase, placeId));
  const status = place?.status;
  useEffect(() => {
    if (status === 'confirmed') {
      onBooked('You are booked and paid');
      void refreshRegistration(queryClient, tenant.id);
    }
  }, [status, onBooked, queryClient, tenant.id]);

  if (status === 'confirmed')
    return (
      <Text size="sm" fw={600}>
        Paid by card. Your place is confirmed.
      </Text>
    );
  if (status === 'cancelled')
    return (
      <Alert
        color="orange"
        variant="light"
        title="This place went to someone else"
        role="alert"
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Text size="sm">
          Your payment arrived after the place was given away, so it is refunded to your card in
          full.
        </Text>
      </Alert>
    );
  return <PaymentProgress>Payment received: confirming your place…</PaymentProgress>;
}
