import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import { PayByCard } from '@/features/payments/pay-by-card';
import { formatMoney } from '@/features/tenancy/format-money';

/**
 * A private appointment just booked, paid by card there and then (issue 20, point 2): the
 * server charges its option's price for the place (purpose enrollment), and the provider's
 * webhook records the payment against it. Unpaid, it is owed and paid at the desk.
 */
export function CardPrivate({
  enrollmentId,
  clientId,
  priceMinor,
  currency,
  required,
}: {
  enrollmentId: string;
  clientId: string;
  priceMinor: number;
  currency: string;
  /** The business asks private sessions to be paid online. */
  required: boolean;
}) {
  const tenant = useBookingBusiness();
  const [phase, setPhase] = useState<'start' | 'paying' | 'paid'>(required ? 'paying' : 'start');
  const price = formatMoney(priceMinor, currency);
  if (phase === 'paid')
    return (
      <Text size="sm" fw={600} role="status">
        Paid by card. Thank you.
      </Text>
    );
  if (phase === 'start')
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Pay now by card, or at the desk when you come.</Text>
        <Button onClick={() => setPhase('paying')}>Pay {price} by card</Button>
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Text size="sm">{required ? `Pay ${price} by card to complete your booking.` : null}</Text>
      <PayByCard
        tenantId={tenant.id}
        clientId={clientId}
        paid={{ purpose: 'enrollment', enrollment_id: enrollmentId }}
        onPaid={() => setPhase('paid')}
      />
    </Stack>
  );
}
