import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import type { DataError } from '@/features/data/data-error';
import { CardEntry } from '@/features/payments/card-entry';
import type { OpenedIntent } from '@/features/payments/card-payment';
import { openCardUpdate } from '@/features/payments/mutations';
import { PaymentProgress } from '@/features/payments/payment-progress';
import { ownMembershipsQuery, type OwnMembership } from '@/features/registration/queries';
import { formatMoney } from '@/features/tenancy/format-money';

/**
 * A member's new card (issue 35, point 4): the server opens a payment of what is overdue,
 * charged at once, or a card saved alone when nothing is owed; either way the renewals use it
 * from then on. Once the card goes through, the membership is read again until the webhook has
 * recorded the payment, so its standing (active again) shows without a reload.
 */
export function UpdateCard({
  membership,
  onClose,
}: {
  membership: OwnMembership;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { tenant } = useClientProfile();
  const { supabase, apiUrl } = useRouteContext({
    from: '__root__',
    select: (context) => ({ supabase: context.supabase, apiUrl: context.config.supabaseUrl }),
  });
  const open = useMutation<OpenedIntent, DataError>({
    mutationFn: () =>
      openCardUpdate(supabase, apiUrl, { tenantId: tenant.id, subscriptionId: membership.id }),
  });
  const [done, setDone] = useState(false);
  // Opened once, when the form first shows (a ref survives StrictMode's second effect).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open.mutate();
  }, [open]);
  const intent = open.data;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`card-${membership.id}`}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={`card-${membership.id}`}>
          {intl.formatMessage({ id: 'membership.updateCardTitle' })}
        </Title>
        {open.error ? (
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
        ) : intent === undefined ? (
          <Loader size="sm" aria-label={intl.formatMessage({ id: 'money.openingPayment' })} />
        ) : done ? (
          <Recorded membership={membership} onClose={onClose} />
        ) : (
          <>
            <Text size="sm">
              {intl.formatMessage({
                id:
                  intent.kind === 'payment'
                    ? 'membership.updateCardPay'
                    : 'membership.updateCardSave',
              })}
            </Text>
            <CardEntry
              tenantId={tenant.id}
              intent={intent}
              savesCard
              payLabel={
                intent.kind === 'payment'
                  ? intl.formatMessage(
                      { id: 'money.payAmount' },
                      { amount: formatMoney(intent.amount_minor, intent.currency, intl.locale) },
                    )
                  : intl.formatMessage({ id: 'membership.saveCard' })
              }
              onPaid={() => setDone(true)}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The card went through: waits for the webhook to settle what was owed, then says so. */
function Recorded({ membership, onClose }: { membership: OwnMembership; onClose: () => void }) {
  const intl = useIntl();
  const { id, tenant } = useClientProfile();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const settled = (rows: OwnMembership[] | undefined) =>
    rows?.find((row) => row.id === membership.id)?.overdue_minor === 0;
  const { data } = useQuery({
    ...ownMembershipsQuery(supabase, tenant.id, id),
    refetchInterval: (query) => (settled(query.state.data) ? false : 1000),
  });
  if (!settled(data))
    return <PaymentProgress>{intl.formatMessage({ id: 'membership.activating' })}</PaymentProgress>;
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" fw={600} role="status">
        {intl.formatMessage({ id: 'membership.cardUpdated' })}
      </Text>
      <Button size="xs" variant="default" onClick={onClose}>
        {intl.formatMessage({ id: 'membership.close' })}
      </Button>
    </Stack>
  );
}
