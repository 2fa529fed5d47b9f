import { Button, Modal } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { recordPayment } from '@/features/clients/mutations';
import { useMembership } from '@/features/tenancy/use-tenant';
import { MoneyEntryForm } from './money-entry-form';

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
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>
        <FormattedMessage id="clients.recordPayment" />
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'clients.close' }) }}
        title={intl.formatMessage({ id: 'clients.paymentFrom' }, { name: clientName })}
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
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency: tenant.currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return (
    <MoneyEntryForm
      name={intl.formatMessage({ id: 'clients.recordPayment' })}
      initialAmount={owed > 0 ? (owed / 10 ** digits).toFixed(digits) : ''}
      askMethod
      noteLabel={intl.formatMessage({ id: 'clients.paymentNote' })}
      submit={{ label: intl.formatMessage({ id: 'clients.recordPayment' }) }}
      save={({ minor, method, note }) =>
        recordPayment(supabase, tenant.id, clientId, minor, method, note)
      }
      outcome={{
        done: intl.formatMessage({ id: 'clients.paymentRecorded' }),
        failed: intl.formatMessage({ id: 'clients.paymentNotRecorded' }),
      }}
      onDone={onDone}
    />
  );
}
