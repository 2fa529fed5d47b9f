import { Group, Text, TextInput } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { freezeMembership } from '@/features/registration/mutations';
import type { ClientSubscription } from '@/features/memberships/queries';
import { addDays, localDate } from '@/features/tenancy/zoned-time';
import { formatDay } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { ActionModal } from './action-modal';

/**
 * A freeze from one local day until the day the membership is bookable again (ends_on is not
 * frozen, as the database keeps it); the dialog says what a freeze does before it is made.
 */
export function FreezeAction({ subscription }: { subscription: ClientSubscription }) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const today = localDate(tenant.time_zone);
  const [from, setFrom] = useState(today);
  const [until, setUntil] = useState(addDays(today, 14));
  const [problem, setProblem] = useState<string>();
  return (
    <ActionModal
      label={intl.formatMessage({ id: 'memberships.freeze' })}
      title={intl.formatMessage(
        { id: 'memberships.freezeTitle' },
        { plan: subscription.plan_name },
      )}
      confirm={intl.formatMessage({ id: 'memberships.freeze' })}
      act={async () => {
        if (from === '' || until === '' || until <= from) {
          setProblem(intl.formatMessage({ id: 'memberships.freezeDatesInvalid' }));
          return null;
        }
        setProblem(undefined);
        await freezeMembership(supabase, {
          subscriptionId: subscription.id,
          startsOn: from,
          endsOn: until,
        });
        return intl.formatMessage(
          { id: 'memberships.frozenDone' },
          { from: formatDay(from, intl.locale), to: formatDay(until, intl.locale) },
        );
      }}
    >
      <Text size="sm">{intl.formatMessage({ id: 'memberships.freezeText' })}</Text>
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label={intl.formatMessage({ id: 'memberships.freezeFrom' })}
          value={from}
          min={today}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={intl.formatMessage({ id: 'memberships.freezeUntil' })}
          value={until}
          min={from}
          error={problem}
          onChange={(event) => setUntil(event.currentTarget.value)}
        />
      </Group>
    </ActionModal>
  );
}
