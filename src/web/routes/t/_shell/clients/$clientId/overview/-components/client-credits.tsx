import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { BalanceText } from '@/features/clients/balance-text';
import { CreditGrants } from '@/features/clients/credit-grants';
import { clientCreditsQuery, clientQuery } from '@/features/clients/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

/** The balance, and each pack or pass with what is left of it and until when. */
export function ClientCredits({ clientId }: { clientId: string }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { data: client } = useSuspenseQuery(clientQuery(supabase, tenant.id, clientId));
  const { data: credits } = useSuspenseQuery(clientCreditsQuery(supabase, tenant.id, clientId));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="money-heading">
      <Title order={3} size="h4" id="money-heading" mb="sm">
        <FormattedMessage id="clients.balanceAndCredits" />
      </Title>
      <Stack gap="sm">
        <Group gap="xs">
          <Text>
            <FormattedMessage id="clients.balanceLabel" />
          </Text>
          <BalanceText minor={client?.balance_minor ?? 0} currency={tenant.currency} />
        </Group>
        <CreditGrants credits={credits} zone={tenant.time_zone} />
      </Stack>
    </Paper>
  );
}
