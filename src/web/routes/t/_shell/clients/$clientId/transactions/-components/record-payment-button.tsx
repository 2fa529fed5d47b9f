import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyDone, notifyFailed } from '../../../../../../../features/clients/notify';
import { FormError } from '../../../../../../../features/auth/form-error';
import { paymentMethods } from '../../../../../../../features/clients/ledger-lines';
import { recordPayment, refreshClients } from '../../../../../../../features/clients/mutations';
import { dataErrorMessage } from '../../../../../../../features/data/data-error';
import { parseMoney } from '../../../../../../../features/tenancy/format-money';
import { useMembership } from '../../../../../../../features/tenancy/use-tenant';
import { amountProblem } from './money-field';

/** "Record payment": money taken at the desk, through record_payment (migration 0013). */
export function RecordPaymentButton({
  clientId,
  clientName,
  owed,
}: {
  clientId: string;
  clientName: string;
  owed: number;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Record payment</Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={`Payment from ${clientName}`}
      >
        {opened && <PaymentForm clientId={clientId} owed={owed} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function PaymentForm({
  clientId,
  owed,
  onDone,
}: {
  clientId: string;
  owed: number;
  onDone: () => void;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency: tenant.currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const form = useForm({
    initialValues: {
      amount: owed > 0 ? (owed / 10 ** digits).toFixed(digits) : '',
      method: 'card',
      note: '',
    },
    validate: {
      amount: (value) => amountProblem(value, tenant.currency),
      method: (value) => (value ? null : 'Say how it was paid.'),
      note: (value) => (value.length > 1000 ? 'Keep the note under 1,000 characters.' : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    try {
      const minor = parseMoney(values.amount, tenant.currency) ?? 0;
      await recordPayment(supabase, tenant.id, clientId, minor, values.method, values.note);
      await refreshClients(queryClient, tenant.id);
      notifyDone('The payment was recorded.');
      onDone();
    } catch (refused) {
      const message = dataErrorMessage(refused as Error);
      setError(message);
      notifyFailed('The payment was not recorded', message);
    }
  });

  return (
    <form noValidate aria-label="Record payment" onSubmit={submit}>
      <Stack>
        <FormError message={error} />
        <TextInput
          label={`Amount (${tenant.currency})`}
          inputMode="decimal"
          required
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <Select
          label="Method"
          data={[...paymentMethods]}
          allowDeselect={false}
          required
          {...form.getInputProps('method')}
        />
        <TextInput label="Note" {...form.getInputProps('note')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Record payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
