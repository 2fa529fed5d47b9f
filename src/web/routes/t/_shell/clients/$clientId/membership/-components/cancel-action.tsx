import { Text } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { cancellationTakesEffect } from '@/features/registration/membership-ending';
import { cancelMembership, keepMembership } from '@/features/registration/mutations';
import type { ClientSubscription, Plan } from '@/features/memberships/queries';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { ActionModal } from './action-modal';

/**
 * Cancel, saying first when it would take effect (the notice and the minimum term); once
 * cancelled and until then, keep it.
 */
export function CancelAction({
  subscription,
  plan,
}: {
  subscription: ClientSubscription;
  plan: Plan | undefined;
}) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const when = (instant: string | Date) => formatDateTime(instant, tenant.time_zone, intl.locale);
  if (subscription.ends_at !== null)
    return (
      <ActionModal
        label={intl.formatMessage({ id: 'memberships.keep' })}
        title={intl.formatMessage({ id: 'memberships.keep' })}
        confirm={intl.formatMessage({ id: 'memberships.keep' })}
        act={async () => {
          await keepMembership(supabase, subscription.id);
          return intl.formatMessage({ id: 'memberships.kept' });
        }}
      >
        <Text size="sm">
          {intl.formatMessage({ id: 'memberships.endsOn' }, { date: when(subscription.ends_at) })}
        </Text>
      </ActionModal>
    );
  const ends =
    plan && subscription.period_number !== null && subscription.period_ends_at !== null
      ? cancellationTakesEffect(
          {
            period: subscription.period,
            periodNumber: subscription.period_number,
            periodEndsAt: subscription.period_ends_at,
            minimumPeriods: plan.minimum_periods,
            noticeDays: plan.notice_days,
          },
          new Date(),
          tenant.time_zone,
        )
      : null;
  return (
    <ActionModal
      label={intl.formatMessage({ id: 'memberships.cancelMembership' })}
      color="red"
      variant="subtle"
      title={intl.formatMessage(
        { id: 'memberships.cancelTitle' },
        { plan: subscription.plan_name },
      )}
      confirm={intl.formatMessage({ id: 'memberships.cancelMembership' })}
      act={async () => {
        const cancelled = await cancelMembership(supabase, subscription.id);
        return cancelled.ends_at
          ? intl.formatMessage({ id: 'memberships.cancelled' }, { date: when(cancelled.ends_at) })
          : intl.formatMessage({ id: 'memberships.cancelledNow' });
      }}
    >
      <Text size="sm">
        {ends
          ? intl.formatMessage({ id: 'memberships.cancelTakesEffect' }, { date: when(ends) })
          : intl.formatMessage({ id: 'memberships.cancelPending' })}
      </Text>
    </ActionModal>
  );
}
