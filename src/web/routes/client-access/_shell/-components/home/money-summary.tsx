import { Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { BalanceText } from '@/features/clients/balance-text';
import { CreditGrants } from '@/features/clients/credit-grants';
import { clientCreditsQuery, clientQuery } from '@/features/clients/queries';

/** What the client owes or holds in credit, and the credits left on each pack or pass. */
export function MoneySummary() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { id, tenant } = useClientProfile();
  const { data: client } = useSuspenseQuery(clientQuery(supabase, tenant.id, id));
  const { data: credits } = useSuspenseQuery(clientCreditsQuery(supabase, tenant.id, id));
  const balance = client?.balance_minor ?? 0;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="money-heading">
      <Title order={2} size="h3" id="money-heading" mb="sm">
        Balance and credits
      </Title>
      <Stack gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            Balance
          </Text>
          <BalanceText
            minor={balance}
            currency={tenant.currency}
            locale={tenant.locale}
            size="lg"
            data-testid="client-balance"
          />
          {balance < 0 && (
            <Text size="sm">Pay at your next visit, or ask {tenant.name} how to pay.</Text>
          )}
        </div>
        <CreditGrants
          credits={credits}
          zone={tenant.time_zone}
          empty="No class packs or passes yet."
        />
      </Stack>
    </Paper>
  );
}
