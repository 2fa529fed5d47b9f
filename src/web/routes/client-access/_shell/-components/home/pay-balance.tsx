import { Button, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
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
        Pay {formatMoney(owedMinor, tenant.currency, tenant.locale)} by card
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
  if (!settled) return <PaymentProgress>Payment received: updating your balance…</PaymentProgress>;
  return (
    <Text size="sm" fw={600} role="status">
      Paid by card. Thank you.
    </Text>
  );
}
