import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import type { DataError } from '@/features/data/data-error';
import { holdPlace } from '@/features/payments/mutations';
import type { OwnPlace } from '@/features/registration/own-place';
import type { OfferedOption } from '@/features/registration/queries';
import { formatMoney } from '@/features/tenancy/format-money';
import { formatTime } from '@/features/tenancy/format-time';
import { PayForHeldPlace } from './pay-for-held-place';

type Held = OwnPlace & { hold_expires_at: string | null };

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
  onHeld,
  onConfirmed,
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
  /** The place held, which is the client's while they pay. */
  onHeld: (place: OwnPlace) => void;
  /** The place, paid and confirmed. */
  onConfirmed: (place: OwnPlace) => void;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const tenant = useBookingBusiness();
  const intl = useIntl();
  const hold = useMutation<Held, DataError>({
    mutationFn: () => holdPlace(supabase, bookingId, option.id),
    onMutate: onStart,
    onError: onRefused,
    onSuccess: onHeld,
  });
  const price = formatMoney(option.price_minor, option.currency, intl.locale);
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
        {desk && <Text size="sm">{intl.formatMessage({ id: 'register.payNowOrAtDesk' })}</Text>}
        <Group gap="sm">
          <Button onClick={() => hold.mutate()} loading={hold.isPending}>
            {intl.formatMessage({ id: 'register.payPriceByCard' }, { price })}
          </Button>
          {desk}
        </Group>
      </Stack>
    );
  const held = hold.data;
  return (
    <PayForHeldPlace
      placeId={held.id}
      clientId={clientId}
      note={
        held.hold_expires_at
          ? intl.formatMessage(
              { id: 'register.placeHeldUntil' },
              { time: formatTime(held.hold_expires_at, tenant.time_zone, intl.locale) },
            )
          : intl.formatMessage({ id: 'register.placeHeld' })
      }
      onConfirmed={() => onConfirmed({ ...held, status: 'confirmed' })}
    />
  );
}
