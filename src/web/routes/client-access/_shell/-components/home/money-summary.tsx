import { Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { BalanceText } from '@/features/clients/balance-text';
import { CreditGrants } from '@/features/clients/credit-grants';
import { clientCreditsQuery, clientQuery } from '@/features/clients/queries';
import { paymentWaysQuery } from '@/features/payments/queries';
import { PayBalance } from './pay-balance';

/** What the client owes or holds in credit, and the credits left on each pack or pass. */
export function MoneySummary() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { id, tenant } = useClientProfile();
  const { data: client } = useSuspenseQuery(clientQuery(supabase, tenant.id, id));
  const { data: credits } = useSuspenseQuery(clientCreditsQuery(supabase, tenant.id, id));
  const { data: ways } = useSuspenseQuery(paymentWaysQuery(supabase, tenant.id));
  const balance = client?.balance_minor ?? 0;
  // Kept while paying: the balance reads zero once the payment is recorded, and the form's
  // own "paid" message must stay.
  const [paying, setPaying] = useState(false);
  const intl = useIntl();

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="money-heading">
      <Title order={2} size="h3" id="money-heading" mb="sm">
        {intl.formatMessage({ id: 'client-area.balanceHeading' })}
      </Title>
      <Stack gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'client-area.balance' })}
          </Text>
          <BalanceText
            minor={balance}
            currency={tenant.currency}
            locale={intl.locale}
            size="lg"
            data-testid="client-balance"
          />
          {balance < 0 && ways === null && (
            <Text size="sm">
              {intl.formatMessage({ id: 'client-area.payNextVisit' }, { business: tenant.name })}
            </Text>
          )}
          {(balance < 0 || paying) && ways !== null && (
            <PayBalance owedMinor={-balance} onStart={() => setPaying(true)} />
          )}
        </div>
        <CreditGrants
          credits={credits}
          zone={tenant.time_zone}
          empty={intl.formatMessage({ id: 'client-area.noPacks' })}
        />
      </Stack>
    </Paper>
  );
}
