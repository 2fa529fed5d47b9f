import { Alert, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { refreshMemberships } from '@/features/memberships/mutations';
import { PayByCard } from '@/features/payments/pay-by-card';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * The card form for a membership joined at the desk (join_plan for the client): its first
 * payment by card, the card saved for the renewals whatever is ticked, as when the client joins
 * online. The provider's webhook makes the membership live a moment after the card is charged.
 */
export function DeskCardSale({
  clientId,
  subscriptionId,
  onDone,
}: {
  clientId: string;
  subscriptionId: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const [paid, setPaid] = useState(false);
  if (paid)
    return (
      <Alert color="teal" variant="light" role="status">
        <Text size="sm">{intl.formatMessage({ id: 'memberships.cardPaid' })}</Text>
      </Alert>
    );
  return (
    <Stack>
      <PayByCard
        tenantId={tenant.id}
        clientId={clientId}
        paid={{ purpose: 'membership', subscription_id: subscriptionId }}
        savesCard
        onPaid={() => {
          setPaid(true);
          // The membership goes live with the provider's webhook, a moment after the card form.
          setTimeout(() => {
            void refreshMemberships(queryClient, tenant.id);
            onDone();
          }, 1500);
        }}
      />
    </Stack>
  );
}
