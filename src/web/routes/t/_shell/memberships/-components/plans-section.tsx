import { Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { activeColumn } from '@/components/list-cells';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list';
import { RowActions } from '@/components/row-actions';
import { planAllowance, planPrice } from '@/features/memberships/plan-terms';
import { plansQuery, type Plan } from '@/features/memberships/queries';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { PlanFormFields } from './plan-form';

/** The plans a business sells; owners and admins create and change them in a drawer. */
export function PlansSection() {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant, role } = useMembership();
  const { data: plans } = useSuspenseQuery(plansQuery(supabase, tenant.id));
  const manage = may(role, 'manage_plans');
  // undefined: the drawer is shut; null: a new plan.
  const [editing, setEditing] = useState<Plan | null>();
  const title = intl.formatMessage({ id: 'memberships.plansTitle' });

  const columns: ListColumn<Plan>[] = [
    {
      header: intl.formatMessage({ id: 'memberships.columnPlan' }),
      cell: (plan) => (
        <Text fw={600} size="sm" dir="auto">
          {plan.name}
        </Text>
      ),
    },
    {
      header: intl.formatMessage({ id: 'memberships.columnPrice' }),
      cell: (plan) => planPrice(plan, intl),
    },
    {
      header: intl.formatMessage({ id: 'memberships.columnClasses' }),
      cell: (plan) => planAllowance(plan, intl),
    },
    {
      header: intl.formatMessage({ id: 'memberships.columnMinimumTerm' }),
      cell: (plan) =>
        intl.formatMessage(
          { id: 'memberships.minimumTerm' },
          { count: plan.minimum_periods, period: plan.period, days: plan.notice_days },
        ),
    },
    activeColumn(),
    ...(manage
      ? [
          {
            header: intl.formatMessage({ id: 'memberships.editPlan' }),
            card: 'footer',
            cell: (plan) => (
              <RowActions
                actions={[
                  {
                    label: intl.formatMessage({ id: 'memberships.editPlan' }),
                    name: intl.formatMessage(
                      { id: 'memberships.editPlanLabel' },
                      { name: plan.name },
                    ),
                    onClick: () => setEditing(plan),
                  },
                ]}
              />
            ),
          } satisfies ListColumn<Plan>,
        ]
      : []),
  ];

  return (
    <Stack component="section" aria-labelledby="plans-title">
      <Group justify="space-between">
        <Title order={2} id="plans-title">
          {title}
        </Title>
        {manage ? (
          <Button onClick={() => setEditing(null)}>
            {intl.formatMessage({ id: 'memberships.newPlan' })}
          </Button>
        ) : null}
      </Group>
      {plans.length === 0 ? (
        <Text c="dimmed">{intl.formatMessage({ id: 'memberships.plansEmpty' })}</Text>
      ) : (
        <ResponsiveList label={title} rows={plans} rowKey={(plan) => plan.id} columns={columns} />
      )}
      <Drawer
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        position="right"
        size="lg"
        title={
          editing
            ? intl.formatMessage({ id: 'memberships.editPlanLabel' }, { name: editing.name })
            : intl.formatMessage({ id: 'memberships.newPlan' })
        }
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'memberships.close' }) }}
      >
        {editing !== undefined && (
          <PlanFormFields
            key={editing?.id ?? 'new'}
            plan={editing}
            onDone={() => setEditing(undefined)}
          />
        )}
      </Drawer>
    </Stack>
  );
}
