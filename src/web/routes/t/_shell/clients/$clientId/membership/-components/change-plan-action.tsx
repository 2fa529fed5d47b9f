import { Select, Text } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { dotted } from '@/features/clients/dotted';
import { changePlan } from '@/features/memberships/mutations';
import { planPrice } from '@/features/memberships/plan-terms';
import type { ClientSubscription, Plan } from '@/features/memberships/queries';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { ActionModal } from './action-modal';

/** Another plan from the next period on (decision 0061): its price from then. */
export function ChangePlanAction({
  subscription,
  plans,
}: {
  subscription: ClientSubscription;
  plans: Plan[];
}) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const others = plans.filter((plan) => plan.active && plan.id !== subscription.plan_id);
  const [planId, setPlanId] = useState<string | null>(subscription.next_plan_id);
  const [problem, setProblem] = useState<string>();
  if (others.length === 0 || subscription.period_ends_at === null) return null;
  const from = formatDateTime(subscription.period_ends_at, tenant.time_zone, intl.locale);
  return (
    <ActionModal
      label={intl.formatMessage({ id: 'memberships.changePlan' })}
      title={intl.formatMessage(
        { id: 'memberships.changeTitle' },
        { plan: subscription.plan_name },
      )}
      confirm={intl.formatMessage({ id: 'memberships.changePlan' })}
      act={async () => {
        const chosen = others.find((plan) => plan.id === planId);
        if (!chosen) {
          setProblem(intl.formatMessage({ id: 'memberships.planMissing' }));
          return null;
        }
        setProblem(undefined);
        await changePlan(supabase, subscription.id, chosen.id);
        return intl.formatMessage({ id: 'memberships.changed' }, { plan: chosen.name, date: from });
      }}
    >
      <Text size="sm">{intl.formatMessage({ id: 'memberships.changeText' }, { date: from })}</Text>
      <Select
        label={intl.formatMessage({ id: 'memberships.newPlanField' })}
        data={others.map((plan) => ({
          value: plan.id,
          label: dotted([plan.name, planPrice(plan, intl)], intl),
        }))}
        value={planId}
        error={problem}
        onChange={setPlanId}
      />
    </ActionModal>
  );
}
