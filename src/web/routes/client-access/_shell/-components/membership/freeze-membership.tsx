import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import type { DataError } from '@/features/data/data-error';
import { freezeMembership } from '@/features/registration/mutations';
import { refreshRegistration, type OwnMembership } from '@/features/registration/queries';
import { formatDay } from '@/features/tenancy/format-time';
import { addDays, localDate } from '@/features/tenancy/zoned-time';
import { RefusalAlert } from '../../register/-components/refusal-alert';

/**
 * A freeze from one local day of the business to another (the last not included), as
 * freeze_subscription takes it: the next charge and the term's end move by the frozen days, and
 * classes booked inside it are cancelled (the client is told). The dates are checked here first,
 * each problem beside its field; the database says the last word.
 */
export function FreezeMembership({
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
  const today = localDate(tenant.time_zone);
  const [from, setFrom] = useState(addDays(today, 1));
  const [until, setUntil] = useState(addDays(today, 15));
  const [problems, setProblems] = useState<{ from?: string; until?: string }>({});
  const freeze = useMutation<unknown, DataError>({
    mutationFn: () =>
      freezeMembership(supabase, { subscriptionId: membership.id, startsOn: from, endsOn: until }),
    onSettled: () => refreshRegistration(queryClient, tenant.id),
  });
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
  const headingId = `freeze-${membership.id}`;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {intl.formatMessage({ id: 'membership.freezeTitle' })}
        </Title>
        {freeze.isSuccess ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" fw={600} role="status">
              {intl.formatMessage(
                { id: 'membership.frozen' },
                { from: formatDay(from, intl.locale), until: formatDay(until, intl.locale) },
              )}
            </Text>
            <Button size="xs" variant="default" onClick={onClose}>
              {intl.formatMessage({ id: 'membership.close' })}
            </Button>
          </Stack>
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
      </Stack>
    </Paper>
  );
}
