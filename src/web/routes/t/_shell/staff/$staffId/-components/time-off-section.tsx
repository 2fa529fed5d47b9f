import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list';
import { modals } from '@mantine/modals';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import {
  addTimeOff,
  removeTimeOff,
  staffKeys,
  timeOffQuery,
  type StaffMember,
} from '@/features/staff/queries';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { addDays, localDate, zonedInstant } from '@/features/tenancy/zoned-time';

/** Holidays and other absences, entered as local date-times in the business's zone. */
export function TimeOffSection({ member, canEdit }: { member: StaffMember; canEdit: boolean }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const zone = tenant.time_zone;
  const { data: upcoming } = useSuspenseQuery(timeOffQuery(supabase, member.id));
  const tomorrow = addDays(localDate(zone), 1);
  const [values, setValues] = useState({
    fromDay: tomorrow,
    fromTime: '00:00',
    toDay: tomorrow,
    toTime: '23:59',
    reason: '',
  });
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const intl = useIntl();
  const when = (instant: Date) => formatDateTime(instant, zone, intl.locale);
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKeys.timeOff(member.id) });
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.fromDay || !values.toDay || !values.fromTime || !values.toTime) {
      setError(intl.formatMessage({ id: 'staff.enterStartAndEnd' }));
      return;
    }
    const from = zonedInstant(zone, values.fromDay, values.fromTime);
    const to = zonedInstant(zone, values.toDay, values.toTime);
    if (to <= from) {
      setError(intl.formatMessage({ id: 'staff.endAfterStart' }));
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await addTimeOff(supabase, member, from, to, values.reason.trim());
      await refresh();
      notifySaved(intl.formatMessage({ id: 'staff.timeOffAdded' }, { name: member.display_name }));
      setValues((current) => ({ ...current, reason: '' }));
    } catch (thrown) {
      notifyFailed(thrown, intl.formatMessage({ id: 'staff.timeOffNotAdded' }));
    } finally {
      setPending(false);
    }
  };

  const remove = (id: string, range: string) =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'staff.close' }) },
      title: intl.formatMessage({ id: 'staff.removeTimeOffTitle' }),
      children: (
        <Text size="sm">
          {intl.formatMessage(
            { id: 'staff.removeTimeOffBody' },
            { when: range, name: member.display_name },
          )}
        </Text>
      ),
      labels: {
        confirm: intl.formatMessage({ id: 'staff.remove' }),
        cancel: intl.formatMessage({ id: 'staff.keepIt' }),
      },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await removeTimeOff(supabase, id);
          await refresh();
          notifySaved(intl.formatMessage({ id: 'staff.timeOffRemoved' }));
        } catch (thrown) {
          notifyFailed(thrown);
        }
      },
    });

  const removeColumn: ListColumn<(typeof upcoming)[number]> = {
    header: intl.formatMessage({ id: 'staff.columnActions' }),
    card: 'footer',
    cell: (row) => {
      const range = intl.formatMessage(
        { id: 'staff.timeOffRange' },
        { from: when(row.from), to: when(row.to) },
      );
      return (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={() => remove(row.id, range)}
          aria-label={intl.formatMessage({ id: 'staff.removeTimeOff' }, { when: range })}
        >
          {intl.formatMessage({ id: 'staff.remove' })}
        </Button>
      );
    },
  };

  return (
    <Stack>
      <Title order={2}>{intl.formatMessage({ id: 'staff.timeOff' })}</Title>
      <Text c="dimmed" maw={680}>
        {intl.formatMessage(
          { id: 'staff.timeOffIntro' },
          { name: member.display_name, zone: zone.replaceAll('_', ' ') },
        )}
      </Text>
      {upcoming.length === 0 ? (
        <Text>{intl.formatMessage({ id: 'staff.noTimeOff' })}</Text>
      ) : (
        <ResponsiveList
          label={intl.formatMessage({ id: 'staff.plannedTimeOff' })}
          rows={upcoming}
          rowKey={(row) => row.id}
          columns={[
            { header: intl.formatMessage({ id: 'staff.from' }), cell: (row) => when(row.from) },
            {
              header: intl.formatMessage({ id: 'staff.until' }),
              card: 'detail',
              cell: (row) => when(row.to),
            },
            {
              header: intl.formatMessage({ id: 'staff.reason' }),
              cell: (row) => row.reason || '—',
            },
            ...(canEdit ? [removeColumn] : []),
          ]}
        />
      )}
      {canEdit ? (
        <form
          noValidate
          aria-label={intl.formatMessage({ id: 'staff.addTimeOff' })}
          onSubmit={(event) => void submit(event)}
        >
          <Stack gap="sm" maw={640}>
            <Title order={3} size="h4">
              {intl.formatMessage({ id: 'staff.addTimeOff' })}
            </Title>
            <Group grow align="flex-start">
              <TextInput
                type="date"
                label={intl.formatMessage({ id: 'staff.fromDay' })}
                required
                {...field('fromDay')}
              />
              <TextInput
                type="time"
                label={intl.formatMessage({ id: 'staff.fromTime' })}
                required
                {...field('fromTime')}
              />
            </Group>
            <Group grow align="flex-start">
              <TextInput
                type="date"
                label={intl.formatMessage({ id: 'staff.untilDay' })}
                required
                {...field('toDay')}
              />
              <TextInput
                type="time"
                label={intl.formatMessage({ id: 'staff.untilTime' })}
                required
                {...field('toTime')}
                error={error}
              />
            </Group>
            <TextInput
              label={intl.formatMessage({ id: 'staff.reason' })}
              placeholder={intl.formatMessage({ id: 'staff.reasonExample' })}
              {...field('reason')}
            />
            <Group>
              <Button type="submit" loading={pending} variant="default">
                {intl.formatMessage({ id: 'staff.addTimeOff' })}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
