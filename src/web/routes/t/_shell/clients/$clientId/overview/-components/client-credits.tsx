import { Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { BalanceText } from '../../../../../../../features/clients/balance-text';
import { clientCreditsQuery, clientQuery } from '../../../../../../../features/clients/queries';
import { formatDateTime } from '../../../../../../../features/tenancy/format-time';
import { useMembership } from '../../../../../../../features/tenancy/use-tenant';

/** The balance, and each pack or pass with what is left of it and until when. */
export function ClientCredits({ clientId }: { clientId: string }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { data: client } = useSuspenseQuery(clientQuery(supabase, tenant.id, clientId));
  const { data: credits } = useSuspenseQuery(clientCreditsQuery(supabase, tenant.id, clientId));
  const current = credits.filter((grant) => grant.valid);
  const lapsed = credits.length - current.length;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="money-heading">
      <Title order={3} size="h4" id="money-heading" mb="sm">
        Balance and credits
      </Title>
      <Stack gap="sm">
        <Group gap="xs">
          <Text>Balance:</Text>
          <BalanceText
            minor={client?.balance_minor ?? 0}
            currency={tenant.currency}
            locale={tenant.locale}
          />
        </Group>
        {current.length === 0 ? (
          <Text c="dimmed">No packs or passes in use.</Text>
        ) : (
          current.map((grant) => (
            <Stack key={grant.grant_id} gap={4}>
              <Group justify="space-between" gap="xs">
                <Text fw={500}>{grant.option_name}</Text>
                {grant.credits_granted === null ? (
                  <Badge variant="light">Unlimited pass</Badge>
                ) : (
                  <Text size="sm">
                    {grant.credits_remaining} of {grant.credits_granted} credits left
                  </Text>
                )}
              </Group>
              {grant.credits_granted !== null && (
                <Progress
                  value={(100 * (grant.credits_remaining ?? 0)) / grant.credits_granted}
                  aria-label={`${grant.option_name}: credits left`}
                />
              )}
              <Text size="xs" c="dimmed">
                Valid until {formatDateTime(grant.expires_at, tenant.time_zone)}
              </Text>
            </Stack>
          ))
        )}
        {lapsed > 0 && (
          <Text size="sm" c="dimmed">
            {lapsed} earlier pack{lapsed === 1 ? '' : 's'} or pass{lapsed === 1 ? '' : 'es'}{' '}
            expired.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
