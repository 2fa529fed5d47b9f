import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { enroll } from '@/features/bookings/mutations';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import { clientCreditsQuery } from '@/features/clients/queries';
import type { DataError } from '@/features/data/data-error';
import { isolate } from '@/features/registration/bidi';
import { PayByCard } from '@/features/payments/pay-by-card';
import { PaymentProgress } from '@/features/payments/payment-progress';
import type { OwnPlace } from '@/features/registration/own-place';
import { refreshRegistration, type OfferedOption } from '@/features/registration/queries';
import { formatMoney } from '@/features/tenancy/format-money';
import { RefusalAlert } from './refusal-alert';

/**
 * A pack or pass bought by card and used at once (issue 20, point 2): the card form takes the
 * payment, the provider's webhook grants the pack, and the place is then taken with it
 * (enroll draws on the grant), or the waitlist joined when the session is full.
 */
export function CardPurchase({
  bookingId,
  option,
  clientId,
  desk,
  onStart,
  onBooked,
}: {
  bookingId: string;
  option: OfferedOption;
  clientId: string;
  desk: ReactNode;
  onStart: () => void;
  onBooked: (place: OwnPlace) => void;
}) {
  const tenant = useBookingBusiness();
  const intl = useIntl();
  const [phase, setPhase] = useState<'start' | 'paying' | 'paid'>('start');
  if (phase === 'start')
    return (
      <Stack gap="sm">
        {desk && <Text size="sm">{intl.formatMessage({ id: 'register.payNowOrBuyAtDesk' })}</Text>}
        <Group gap="sm">
          <Button
            onClick={() => {
              onStart();
              setPhase('paying');
            }}
          >
            {intl.formatMessage(
              { id: 'register.buyByCardAndBook' },
              { price: formatMoney(option.price_minor, option.currency, intl.locale) },
            )}
          </Button>
          {desk}
        </Group>
      </Stack>
    );
  if (phase === 'paying')
    return (
      <PayByCard
        tenantId={tenant.id}
        clientId={clientId}
        paid={{ purpose: 'purchase', option_id: option.id }}
        onPaid={() => setPhase('paid')}
      />
    );
  return (
    <UseWhenGranted bookingId={bookingId} option={option} clientId={clientId} onBooked={onBooked} />
  );
}

/** Waits for the pack the webhook grants, then books the place with it. */
function UseWhenGranted({
  bookingId,
  option,
  clientId,
  onBooked,
}: {
  bookingId: string;
  option: OfferedOption;
  clientId: string;
  onBooked: (place: OwnPlace) => void;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const tenant = useBookingBusiness();
  const intl = useIntl();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // The grants of this option before the payment: the new one is the one not among them.
  const [before] = useState(
    () =>
      new Set(
        (queryClient.getQueryData(clientCreditsQuery(supabase, tenant.id, clientId).queryKey) ?? [])
          .filter((grant) => grant.option_id === option.id)
          .map((grant) => grant.grant_id),
      ),
  );
  const { data: credits } = useQuery({
    ...clientCreditsQuery(supabase, tenant.id, clientId),
    refetchInterval: (query) =>
      (query.state.data ?? []).some(
        (grant) => grant.option_id === option.id && !before.has(grant.grant_id),
      )
        ? false
        : 1000,
  });
  const granted = (credits ?? []).some(
    (grant) => grant.option_id === option.id && !before.has(grant.grant_id),
  );
  const book = useMutation<OwnPlace, DataError>({
    mutationFn: () => enroll(supabase, { bookingId, optionId: option.id, idempotencyKey }),
    onSuccess: onBooked,
    onSettled: () => refreshRegistration(queryClient, tenant.id),
  });
  const started = useRef(false);
  useEffect(() => {
    if (!granted || started.current) return;
    started.current = true;
    book.mutate();
  }, [granted, book]);

  if (book.error)
    return (
      <Stack gap="sm">
        <Text size="sm">
          {intl.formatMessage(
            { id: 'register.packPaidToUse' },
            { option: isolate(option.name, intl) },
          )}
        </Text>
        <RefusalAlert error={book.error} />
      </Stack>
    );
  return (
    <PaymentProgress>
      {intl.formatMessage(
        { id: granted ? 'register.packPaidBooking' : 'register.paymentReceivedAdding' },
        { option: isolate(option.name, intl) },
      )}
    </PaymentProgress>
  );
}
