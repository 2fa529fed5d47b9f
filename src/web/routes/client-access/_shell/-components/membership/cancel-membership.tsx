import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import type { DataError } from '@/features/data/data-error';
import { cancellationTakesEffect } from '@/features/registration/membership-ending';
import { cancelMembership, keepMembership } from '@/features/registration/mutations';
import { refreshRegistration, type OwnMembership } from '@/features/registration/queries';
import { formatDateTime } from '@/features/tenancy/format-time';
import { RefusalAlert } from '../../register/-components/refusal-alert';

/**
 * Cancelling a membership says first when it would end (its notice and minimum term), then
 * cancels: the database answers when it takes effect, which the card then shows.
 */
export function CancelMembership({
  membership,
  onClose,
}: {
  membership: OwnMembership;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { tenant } = useClientProfile();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  // When it would end, reckoned once when the question is asked.
  const [effect] = useState(() =>
    membership.period_number === null || membership.period_ends_at === null
      ? null
      : cancellationTakesEffect(
          {
            period: membership.period,
            periodNumber: membership.period_number,
            periodEndsAt: membership.period_ends_at,
            minimumPeriods: membership.minimum_periods,
            noticeDays: membership.notice_days,
          },
          new Date(),
          tenant.time_zone,
        ),
  );
  const cancel = useMutation<{ ends_at: string | null }, DataError>({
    mutationFn: () => cancelMembership(supabase, membership.id),
    onSettled: () => refreshRegistration(queryClient, tenant.id),
  });
  const when = (instant: string | Date) => formatDateTime(instant, tenant.time_zone, intl.locale);
  const headingId = `cancel-${membership.id}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {intl.formatMessage({ id: 'membership.cancelTitle' })}
        </Title>
        {cancel.data ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" fw={600} role="status">
              {intl.formatMessage(
                { id: 'membership.cancelled' },
                { date: when(cancel.data.ends_at ?? membership.period_ends_at ?? new Date()) },
              )}
            </Text>
            <Button size="xs" variant="default" onClick={onClose}>
              {intl.formatMessage({ id: 'membership.close' })}
            </Button>
          </Stack>
        ) : (
          <>
            {cancel.error && <RefusalAlert error={cancel.error} />}
            <Text size="sm">
              {effect === null
                ? intl.formatMessage({ id: 'membership.cancelWhenUnknown' })
                : intl.formatMessage({ id: 'membership.cancelWhen' }, { date: when(effect) })}
            </Text>
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
      </Stack>
    </Paper>
  );
}

/** Undoes a cancellation not yet in effect: the membership renews again. */
export function KeepMembership({ membership }: { membership: OwnMembership }) {
  const intl = useIntl();
  const { tenant } = useClientProfile();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const keep = useMutation<unknown, DataError>({
    mutationFn: () => keepMembership(supabase, membership.id),
    onSettled: () => refreshRegistration(queryClient, tenant.id),
  });
  return (
    <Stack gap="xs">
      <Button variant="default" onClick={() => keep.mutate()} loading={keep.isPending}>
        {intl.formatMessage({ id: 'membership.keep' })}
      </Button>
      {keep.error && <RefusalAlert error={keep.error} />}
    </Stack>
  );
}
