import { Button, Modal, Text } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => setOpened(true)}
        aria-label={intl.formatMessage({ id: 'clients.refundPaymentOf' }, { date: paidOn })}
      >
        <FormattedMessage id="clients.refund" />
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'clients.close' }) }}
        title={intl.formatMessage({ id: 'clients.refundTitle' })}
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
  const intl = useIntl();
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
      name={intl.formatMessage({ id: 'clients.refund' })}
      intro={
        <Text size="sm">
          <FormattedMessage
            id={byCard ? 'clients.refundIntroCard' : 'clients.refundIntro'}
            values={{ amount: formatMoney(refundable, tenant.currency, intl.locale) }}
          />
        </Text>
      }
      most={{ minor: refundable, tooMuch: 'clients.refundTooMuch' }}
      askMethod={false}
      noteLabel={intl.formatMessage({ id: 'clients.refundReason' })}
      submit={{ label: intl.formatMessage({ id: 'clients.refund' }), color: 'red' }}
      save={save}
      outcome={{
        done: intl.formatMessage({ id: 'clients.refundRecorded' }),
        failed: intl.formatMessage({ id: 'clients.refundNotRecorded' }),
      }}
      onDone={onDone}
    />
  );
}
