import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { TextLink } from '@/components/text-link';
import { membershipFiguresQuery } from '@/features/memberships/queries';
import { formatDateTime } from '@/features/tenancy/format-time';
import { formatMoney } from '@/features/tenancy/format-money';
import { useMembership } from '@/features/tenancy/use-tenant';
import { Figure } from './today-figures';

/**
 * Memberships on the dashboard (issue 35, point 6): active members, monthly recurring revenue,
 * and the failed payments to chase, each a link to the client's Membership tab. Read after the
 * day's figures, so a slow read never holds the dashboard up; nothing at all for a business
 * that sells no memberships.
 */
export function MembershipFigures() {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { data, error } = useQuery(membershipFiguresQuery(supabase, tenant.id));
  if (error)
    return (
      <Alert color="red" variant="light" role="alert">
        {intl.formatMessage({ id: 'memberships.figuresNotLoaded' })}
      </Alert>
    );
  if (!data || (data.active_members === 0 && data.to_chase.length === 0)) return null;
  const money = (minor: number) => formatMoney(minor, data.currency, intl.locale);
  const when = (instant: string) => formatDateTime(instant, tenant.time_zone, intl.locale);
  return (
    <section aria-labelledby="membership-figures">
      <Text id="membership-figures" component="h2" fw={700} fz="lg" mb="sm">
        {intl.formatMessage({ id: 'memberships.dashboardTitle' })}
      </Text>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Figure
            label={intl.formatMessage({ id: 'memberships.activeMembers' })}
            value={intl.formatNumber(data.active_members)}
            detail={intl.formatMessage({ id: 'memberships.activeMembersDetail' })}
          />
          <Figure
            label={intl.formatMessage({ id: 'memberships.recurringRevenue' })}
            value={money(data.mrr_minor)}
            detail={intl.formatMessage({ id: 'memberships.recurringRevenueDetail' })}
          />
        </SimpleGrid>
        <Paper withBorder p="md" radius="md">
          <Text component="h3" fw={700} size="md" mb="xs">
            {intl.formatMessage({ id: 'memberships.toChaseTitle' })}
          </Text>
          {data.to_chase.length === 0 ? (
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: 'memberships.toChaseNone' })}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.to_chase.map((renewal) => (
                <Stack gap={0} component="li" key={renewal.subscription_id}>
                  <TextLink
                    to="/t/clients/$clientId/membership/"
                    params={{ clientId: renewal.client_id }}
                    fw={600}
                    size="sm"
                  >
                    {renewal.client_name}
                  </TextLink>
                  <Text size="sm">
                    {intl.formatMessage(
                      { id: 'memberships.toChaseLine' },
                      {
                        plan: renewal.plan_name,
                        amount: money(renewal.overdue_minor),
                        date: renewal.overdue_since ? when(renewal.overdue_since) : '',
                      },
                    )}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {intl.formatMessage(
                      { id: 'memberships.toChaseTries' },
                      {
                        count: renewal.attempts,
                        next: renewal.next_attempt_at ? when(renewal.next_attempt_at) : 'none',
                      },
                    )}
                  </Text>
                </Stack>
              ))}
            </Stack>
          )}
        </Paper>
      </Stack>
    </section>
  );
}
