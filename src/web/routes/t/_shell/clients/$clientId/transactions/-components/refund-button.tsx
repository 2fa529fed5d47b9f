import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyDone, notifyFailed } from '../../../../../../../features/clients/notify';
import { FormError } from '../../../../../../../features/auth/form-error';
import { refreshClients, refundPayment } from '../../../../../../../features/clients/mutations';
import { dataErrorMessage } from '../../../../../../../features/data/data-error';
import { formatMoney, parseMoney } from '../../../../../../../features/tenancy/format-money';
import { useMembership } from '../../../../../../../features/tenancy/use-tenant';
import { amountProblem } from './money-field';

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
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const form = useForm({
    initialValues: { amount: '', note: '' },
    validate: {
      amount: (value) => amountProblem(value, tenant.currency, refundable),
      note: (value) => (value.length > 1000 ? 'Keep the note under 1,000 characters.' : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    try {
      const minor = parseMoney(values.amount, tenant.currency) ?? 0;
      await refundPayment(supabase, tenant.id, paymentId, minor, values.note);
      await refreshClients(queryClient, tenant.id);
      notifyDone('The refund was recorded.');
      onDone();
    } catch (refused) {
      const message = dataErrorMessage(refused as Error);
      setError(message);
      notifyFailed('The refund was not recorded', message);
    }
  });

  return (
    <form noValidate aria-label="Refund" onSubmit={submit}>
      <Stack>
        <Text size="sm">
          Up to {formatMoney(refundable, tenant.currency, tenant.locale)} of this payment can be
          refunded, by the way it was paid.
        </Text>
        <FormError message={error} />
        <TextInput
          label={`Amount (${tenant.currency})`}
          inputMode="decimal"
          required
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <TextInput label="Reason" {...form.getInputProps('note')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={form.submitting}>
            Refund
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
