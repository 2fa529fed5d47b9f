import { Button, Modal, Text } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshClients, refundPayment } from '@/features/clients/mutations';
import { refundToCard } from '@/features/payments/mutations';
import { formatMoney } from '@/features/tenancy/format-money';
import { useMembership } from '@/features/tenancy/use-tenant';
import { MoneyEntryForm } from './money-entry-form';

/** "Refund" beside a payment: returns part or all of what is left of it (refund, 0013). */
export function RefundButton({
  paymentId,
  byCard,
  refundable,
  paidOn,
}: {
  paymentId: string;
  /** Paid by card: a card payment made online is refunded to the card. */
  byCard: boolean;
  refundable: number;
  paidOn: string;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => setOpened(true)}
        aria-label={`Refund the payment of ${paidOn}`}
      >
        Refund
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title="Refund a payment"
      >
        {opened && (
          <RefundForm
            paymentId={paymentId}
            byCard={byCard}
            refundable={refundable}
            onDone={() => setOpened(false)}
          />
        )}
      </Modal>
    </>
  );
}

function RefundForm({
  paymentId,
  byCard,
  refundable,
  onDone,
}: {
  paymentId: string;
  byCard: boolean;
  refundable: number;
  onDone: () => void;
}) {
  const { supabase, apiUrl } = useRouteContext({
    from: '__root__',
    select: (context) => ({ supabase: context.supabase, apiUrl: context.config.supabaseUrl }),
  });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  // A card payment made online goes back to the card, and the provider's webhook records the
  // refund (read again shortly after); any other payment is refunded at the desk.
  const save = async ({ minor, note }: { minor: number; note: string }) => {
    if (
      byCard &&
      (await refundToCard(supabase, apiUrl, { tenantId: tenant.id, paymentId, amountMinor: minor }))
    ) {
      setTimeout(() => void refreshClients(queryClient, tenant.id), 1500);
      return;
    }
    await refundPayment(supabase, tenant.id, paymentId, minor, note);
  };
  return (
    <MoneyEntryForm
      name="Refund"
      intro={
        <Text size="sm">
          Up to {formatMoney(refundable, tenant.currency, tenant.locale)} of this payment can be
          refunded, by the way it was paid
          {byCard ? ': a card payment made online goes back to the card' : ''}.
        </Text>
      }
      most={{ minor: refundable, words: 'can be refunded of this payment' }}
      askMethod={false}
      noteLabel="Reason"
      submit={{ label: 'Refund', color: 'red' }}
      save={save}
      outcome={{ done: 'The refund was recorded.', failed: 'The refund was not recorded' }}
      onDone={onDone}
    />
  );
}
