import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { allowanceLeft } from '@/features/memberships/allowance-left';
import { planPrice } from '@/features/memberships/plan-terms';
import type { ClientSubscription, Plan, SubscriptionHistory } from '@/features/memberships/queries';
import { StandingBadge } from '@/features/memberships/standing-badge';
import { toChase, type Standing } from '@/features/memberships/standing';
import { formatDateTime } from '@/features/tenancy/format-time';
import { formatMoney } from '@/features/tenancy/format-money';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { CancelAction } from './cancel-action';
import { ChangePlanAction } from './change-plan-action';
import { FreezeAction } from './freeze-action';
import { PeriodHistory } from './period-history';
import { UnpaidRenewalActions } from './write-off-action';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * One membership of the client: where it stands, this period and what is left of it, the next
 * charge, what is unpaid; the actions staff may take on it; and its history.
 */
export function SubscriptionCard({
  subscription,
  plans,
  history,
}: {
  subscription: ClientSubscription;
  plans: Plan[];
  history: SubscriptionHistory | undefined;
}) {
  const intl = useIntl();
  const { tenant, role } = useMembership();
  const when = (instant: string) => formatDateTime(instant, tenant.time_zone, intl.locale);
  const money = (minor: number) => formatMoney(minor, subscription.currency, intl.locale);
  const plan = plans.find((candidate) => candidate.id === subscription.plan_id);
  const nextPlan = plans.find((candidate) => candidate.id === subscription.next_plan_id);
  const running = subscription.state === 'live';
  const manage = may(role, 'manage_plans') && running;
  const unpaid =
    toChase.includes(subscription.standing as Standing) && subscription.overdue_minor > 0;
  const headingId = `membership-${subscription.id}`;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            {/* A plan's name is the business's own words, in any script: it sets its own direction. */}
            <Title order={3} size="h4" id={headingId} dir="auto">
              {subscription.plan_name}
            </Title>
            {plan && (
              <Text size="sm" c="dimmed">
                {planPrice(plan, intl)}
              </Text>
            )}
          </Stack>
          <StandingBadge standing={subscription.standing} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Fact label={intl.formatMessage({ id: 'memberships.currentPeriod' })}>
            {subscription.period_starts_at && subscription.period_ends_at
              ? intl.formatMessage(
                  { id: 'memberships.dates' },
                  {
                    from: when(subscription.period_starts_at),
                    to: when(subscription.period_ends_at),
                  },
                )
              : intl.formatMessage({ id: 'memberships.none' })}
          </Fact>
          <Fact label={intl.formatMessage({ id: 'memberships.classesLeftLabel' })}>
            {allowanceLeft(subscription, intl)}
            {subscription.daily_limit !== null && (
              <Text size="xs" c="dimmed">
                {intl.formatMessage(
                  { id: 'memberships.dailyLimitValue' },
                  { count: subscription.daily_limit },
                )}
              </Text>
            )}
          </Fact>
          <Fact label={intl.formatMessage({ id: 'memberships.nextCharge' })}>
            {subscription.next_charge_at !== null && subscription.next_charge_minor !== null
              ? intl.formatMessage(
                  { id: 'memberships.amountOn' },
                  {
                    amount: money(subscription.next_charge_minor),
                    date: when(subscription.next_charge_at),
                  },
                )
              : intl.formatMessage({ id: 'memberships.noNextCharge' })}
          </Fact>
          <Fact label={intl.formatMessage({ id: 'memberships.paysBy' })}>
            {subscription.pays_by === 'card'
              ? intl.formatMessage({ id: 'memberships.paysByCard' })
              : intl.formatMessage({ id: 'memberships.paysByDesk' })}
          </Fact>
        </SimpleGrid>
        {subscription.overdue_minor > 0 && (
          <Text size="sm" c="red.8" fw={600}>
            {intl.formatMessage(
              { id: 'memberships.unpaidAmount' },
              { amount: money(subscription.overdue_minor) },
            )}
          </Text>
        )}
        {subscription.ends_at && (
          <Text size="sm">
            {intl.formatMessage({ id: 'memberships.endsOn' }, { date: when(subscription.ends_at) })}
          </Text>
        )}
        {nextPlan && (
          <Text size="sm">
            {intl.formatMessage({ id: 'memberships.changesTo' }, { plan: nextPlan.name })}
          </Text>
        )}
        {manage && (
          <Group gap="sm">
            {unpaid && <UnpaidRenewalActions subscription={subscription} />}
            <FreezeAction subscription={subscription} />
            {subscription.ends_at === null && (
              <ChangePlanAction subscription={subscription} plans={plans} />
            )}
            <CancelAction subscription={subscription} />
          </Group>
        )}
        <PeriodHistory
          id={headingId}
          plan={subscription.plan_name}
          currency={subscription.currency}
          history={history}
        />
      </Stack>
    </Paper>
  );
}
