import { Button, Modal, Text } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { refundPayment } from '@/features/clients/mutations';
import { formatMoney } from '@/features/tenancy/format-money';
import { useMembership } from '@/features/tenancy/use-tenant';
import { MoneyEntryForm } from './money-entry-form';

/** "Refund" beside a payment: returns part or all of what is left of it (refund, 0013). */
export function RefundButton({
  paymentId,
  refundable,
  paidOn,
}: {
  paymentId: string;
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
  refundable,
  onDone,
}: {
  paymentId: string;
  refundable: number;
  onDone: () => void;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  return (
    <MoneyEntryForm
      name="Refund"
      intro={
        <Text size="sm">
          Up to {formatMoney(refundable, tenant.currency, tenant.locale)} of this payment can be
          refunded, by the way it was paid.
        </Text>
      }
      most={refundable}
      askMethod={false}
      noteLabel="Reason"
      submit={{ label: 'Refund', color: 'red' }}
      save={({ minor, note }) => refundPayment(supabase, tenant.id, paymentId, minor, note)}
      outcome={{ done: 'The refund was recorded.', failed: 'The refund was not recorded' }}
      onDone={onDone}
    />
  );
}
