import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { cancelMembership, keepMembership } from '@/features/registration/mutations';
import { cancellationEndQuery } from '@/features/registration/queries';
import type { ClientSubscription } from '@/features/memberships/queries';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { ActionModal } from './action-modal';

/**
 * Cancel, saying first when it would take effect (the notice and the minimum term); once
 * cancelled and until then, keep it.
 */
export function CancelAction({ subscription }: { subscription: ClientSubscription }) {
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
      <CancellationEnd subscriptionId={subscription.id} when={when} />
    </ActionModal>
  );
}

/** When cancelling would take effect, as the database reckons it when the dialog opens. */
function CancellationEnd({
  subscriptionId,
  when,
}: {
  subscriptionId: string;
  when: (instant: string) => string;
}) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const ends = useQuery(cancellationEndQuery(supabase, subscriptionId));
  if (ends.isPending) return <Loader size="sm" aria-hidden />;
  return (
    <Text size="sm">
      {ends.data
        ? intl.formatMessage({ id: 'memberships.cancelTakesEffect' }, { date: when(ends.data) })
        : intl.formatMessage({ id: 'memberships.cancelPending' })}
    </Text>
  );
}
