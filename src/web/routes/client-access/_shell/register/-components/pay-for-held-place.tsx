import { Alert, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import { PayByCard } from '@/features/payments/pay-by-card';
import { PaymentProgress } from '@/features/payments/payment-progress';
import { paidPlaceQuery } from '@/features/payments/queries';
import { refreshRegistration } from '@/features/registration/queries';

/**
 * The card form for a place kept for the client while they pay: a drop-in or a private time
 * held, or a place offered from the waitlist. Then the wait for the provider's webhook, which
 * confirms the place (decision 0040); `onConfirmed` is told once it has.
 */
export function PayForHeldPlace({
  placeId,
  clientId,
  note,
  onConfirmed,
}: {
  placeId: string;
  clientId: string;
  /** Until when the place is kept, and what happens if it is not paid. */
  note: ReactNode;
  onConfirmed: () => void;
}) {
  const tenant = useBookingBusiness();
  const [paid, setPaid] = useState(false);
  if (paid) return <PlaceConfirming placeId={placeId} onConfirmed={onConfirmed} />;
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {note}
      </Text>
      <PayByCard
        tenantId={tenant.id}
        clientId={clientId}
        paid={{ purpose: 'enrollment', enrollment_id: placeId }}
        onPaid={() => setPaid(true)}
      />
    </Stack>
  );
}

/** Waits for the webhook to confirm the paid place, or to say it went to someone else. */
function PlaceConfirming({ placeId, onConfirmed }: { placeId: string; onConfirmed: () => void }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const tenant = useBookingBusiness();
  const intl = useIntl();
  const { data: place } = useQuery(paidPlaceQuery(supabase, placeId));
  const status = place?.status;
  // Told once: the caller replaces this screen with the confirmation.
  const told = useRef(false);
  useEffect(() => {
    if (status !== 'confirmed' || told.current) return;
    told.current = true;
    void refreshRegistration(queryClient, tenant.id);
    onConfirmed();
  }, [status, onConfirmed, queryClient, tenant.id]);

  if (status === 'cancelled')
    return (
      <Alert
        color="orange"
        variant="light"
        title={intl.formatMessage({ id: 'register.placeWentElsewhere' })}
        role="alert"
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Text size="sm">{intl.formatMessage({ id: 'register.paymentRefunded' })}</Text>
      </Alert>
    );
  return (
    <PaymentProgress>
      {intl.formatMessage({ id: 'register.paymentReceivedConfirming' })}
    </PaymentProgress>
  );
}
