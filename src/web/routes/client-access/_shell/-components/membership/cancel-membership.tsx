import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { cancelMembership, keepMembership } from '@/features/registration/mutations';
import { cancellationEndQuery } from '@/features/registration/queries';
import { formatDateTime } from '@/features/tenancy/format-time';
import { RefusalAlert } from '../../register/-components/refusal-alert';
import { ActionDone, ActionPanel, useMembershipChange, type ActionProps } from './action-panel';

/**
 * Cancelling a membership says first when it would end (its notice and minimum term), then
 * cancels: the database answers when it takes effect, which the card then shows.
 */
export function CancelMembership({ membership, onClose }: ActionProps) {
  const intl = useIntl();
  const { tenant } = useClientProfile();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const effect = useQuery(cancellationEndQuery(supabase, membership.id));
  const cancel = useMembershipChange((supabase) => cancelMembership(supabase, membership.id));
  const when = (instant: string | Date) => formatDateTime(instant, tenant.time_zone, intl.locale);
  return (
    <ActionPanel title={intl.formatMessage({ id: 'membership.cancelTitle' })}>
      {cancel.data ? (
        <ActionDone
          news={intl.formatMessage(
            { id: 'membership.cancelled' },
            { date: when(cancel.data.ends_at ?? membership.period_ends_at ?? new Date()) },
          )}
          onClose={onClose}
        />
      ) : (
        <>
          {cancel.error && <RefusalAlert error={cancel.error} />}
          {effect.isPending ? (
            <Loader size="sm" aria-hidden />
          ) : (
            <Text size="sm">
              {effect.data
                ? intl.formatMessage({ id: 'membership.cancelWhen' }, { date: when(effect.data) })
                : intl.formatMessage({ id: 'membership.cancelWhenUnknown' })}
            </Text>
          )}
          <Group gap="sm">
            <Button color="red" onClick={() => cancel.mutate()} loading={cancel.isPending}>
              {intl.formatMessage({ id: 'membership.confirmCancel' })}
            </Button>
            <Button variant="default" onClick={onClose}>
              {intl.formatMessage({ id: 'membership.keepIt' })}
            </Button>
          </Group>
        </>
      )}
    </ActionPanel>
  );
}

/** Undoes a cancellation not yet in effect: the membership renews again. */
export function KeepMembership({ membership }: Pick<ActionProps, 'membership'>) {
  const intl = useIntl();
  const keep = useMembershipChange((supabase) => keepMembership(supabase, membership.id));
  return (
    <Stack gap="xs">
      <Button variant="default" onClick={() => keep.mutate()} loading={keep.isPending}>
        {intl.formatMessage({ id: 'membership.keep' })}
      </Button>
      {keep.error && <RefusalAlert error={keep.error} />}
    </Stack>
  );
}
