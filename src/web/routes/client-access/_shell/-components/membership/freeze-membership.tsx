import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { freezeMembership } from '@/features/registration/mutations';
import { formatDay } from '@/features/tenancy/format-time';
import { addDays, localDate } from '@/features/tenancy/zoned-time';
import { RefusalAlert } from '../../register/-components/refusal-alert';
import { ActionDone, ActionPanel, useMembershipChange, type ActionProps } from './action-panel';

/**
 * A freeze from one local day of the business to another (the last not included), as
 * freeze_subscription takes it: the next charge and the term's end move by the frozen days, and
 * classes booked inside it are cancelled (the client is told). The dates are checked here first,
 * each problem beside its field; the database says the last word.
 */
export function FreezeMembership({ membership, onClose }: ActionProps) {
  const intl = useIntl();
  const { tenant } = useClientProfile();
  const today = localDate(tenant.time_zone);
  const [from, setFrom] = useState(addDays(today, 1));
  const [until, setUntil] = useState(addDays(today, 15));
  const [problems, setProblems] = useState<{ from?: string; until?: string }>({});
  const freeze = useMembershipChange((supabase) =>
    freezeMembership(supabase, { subscriptionId: membership.id, startsOn: from, endsOn: until }),
  );
  const submit = () => {
    const needed = intl.formatMessage({ id: 'membership.freezeDatesNeeded' });
    if (from === '' || until === '')
      return setProblems({
        from: from === '' ? needed : undefined,
        until: until === '' ? needed : undefined,
      });
    if (until <= from)
      return setProblems({ until: intl.formatMessage({ id: 'membership.freezeOrder' }) });
    setProblems({});
    freeze.mutate();
  };

  return (
    <ActionPanel title={intl.formatMessage({ id: 'membership.freezeTitle' })}>
      {freeze.isSuccess ? (
        <ActionDone
          news={intl.formatMessage(
            { id: 'membership.frozen' },
            { from: formatDay(from, intl.locale), until: formatDay(until, intl.locale) },
          )}
          onClose={onClose}
        />
      ) : (
        <>
          <Text size="sm">{intl.formatMessage({ id: 'membership.freezeIntro' })}</Text>
          {freeze.error && <RefusalAlert error={freeze.error} />}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="date"
              label={intl.formatMessage({ id: 'membership.freezeFrom' })}
              value={from}
              min={today}
              onChange={(event) => setFrom(event.currentTarget.value)}
              error={problems.from}
            />
            <TextInput
              type="date"
              label={intl.formatMessage({ id: 'membership.freezeUntil' })}
              value={until}
              min={from || today}
              onChange={(event) => setUntil(event.currentTarget.value)}
              error={problems.until}
            />
          </SimpleGrid>
          <Group gap="sm">
            <Button onClick={submit} loading={freeze.isPending}>
              {intl.formatMessage({ id: 'membership.confirmFreeze' })}
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
