import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { DataError } from '../data/data-error';
import { formatMoney } from '../tenancy/format-money';
import { CardEntry } from './card-entry';
import type { OpenedPayment, PaymentPurpose } from './card-payment';
import { openCardPayment } from './mutations';

/**
 * Opens a card payment for what the client owes for something (the server says how much) and
 * shows the card form for it; tells `onPaid` once the card is charged. What it paid for is
 * confirmed by the provider's webhook, which the caller waits for.
 */
export function PayByCard({
  tenantId,
  clientId,
  paid,
  savesCard,
  onPaid,
}: {
  tenantId: string;
  clientId: string;
  paid: PaymentPurpose;
  /** The server saves the card for later whatever the person chooses (a membership's). */
  savesCard?: boolean;
  onPaid: (payment: OpenedPayment) => void;
}) {
  const intl = useIntl();
  const { supabase, apiUrl } = useRouteContext({
    from: '__root__',
    select: (context) => ({ supabase: context.supabase, apiUrl: context.config.supabaseUrl }),
  });
  const open = useMutation<OpenedPayment, DataError>({
    mutationFn: () => openCardPayment(supabase, apiUrl, { tenantId, clientId }, paid),
  });
  // Opened once, when the form first shows (a ref survives StrictMode's second effect).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open.mutate();
  }, [open]);

  if (open.error)
    return (
      <Alert
        color="red"
        variant="light"
        title={intl.formatMessage({ id: 'money.paymentNotStarted' })}
        role="alert"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{open.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => open.mutate()}>
            {intl.formatMessage({ id: 'money.tryAgain' })}
          </Button>
        </Stack>
      </Alert>
    );
  const payment = open.data;
  if (payment === undefined)
    return <Loader size="sm" aria-label={intl.formatMessage({ id: 'money.openingPayment' })} />;
  return (
    <CardEntry
      tenantId={tenantId}
      intent={{ kind: 'payment', ...payment }}
      savesCard={savesCard}
      payLabel={intl.formatMessage(
        { id: 'money.payAmount' },
        { amount: formatMoney(payment.amount_minor, payment.currency, intl.locale) },
      )}
      onPaid={() => onPaid(payment)}
    />
  );
}
