import { Button, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { clientKeys, clientQuery } from '@/features/clients/queries';
import { PayByCard } from '@/features/payments/pay-by-card';
import { PaymentProgress } from '@/features/payments/payment-progress';
import { formatMoney } from '@/features/tenancy/format-money';

/**
 * What the client owes, paid by card from their home (issue 20, point 2): the server says how
 * much (their balance, never an amount typed here); once the provider's webhook records the
 * payment, the balance reads zero.
 */
export function PayBalance({ owedMinor, onStart }: { owedMinor: number; onStart: () => void }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { id, tenant } = useClientProfile();
  const [phase, setPhase] = useState<'start' | 'paying' | 'paid'>('start');
  const intl = useIntl();
  const { data: client } = useQuery({
    ...clientQuery(supabase, tenant.id, id),
    refetchInterval: phase === 'paid' ? 1000 : false,
  });
  const settled = phase === 'paid' && (client?.balance_minor ?? -1) >= 0;
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: clientKeys.all(tenant.id) });
  }, [settled, queryClient, tenant.id]);

  if (phase === 'start')
    return (
      <Button
        size="sm"
        onClick={() => {
          onStart();
          setPhase('paying');
        }}
        style={{ alignSelf: 'flex-start' }}
      >
        {intl.formatMessage(
          { id: 'client-area.payByCard' },
          { amount: formatMoney(owedMinor, tenant.currency, intl.locale) },
        )}
      </Button>
    );
  if (phase === 'paying')
    return (
      <PayByCard
        tenantId={tenant.id}
        clientId={id}
        paid={{ purpose: 'balance' }}
        onPaid={() => setPhase('paid')}
      />
    );
  if (!settled)
    return (
      <PaymentProgress>
        {intl.formatMessage({ id: 'client-area.paymentReceivedBalance' })}
      </PaymentProgress>
    );
  return (
    <Text size="sm" fw={600} role="status">
      {intl.formatMessage({ id: 'client-area.paidThanks' })}
    </Text>
  );
}
