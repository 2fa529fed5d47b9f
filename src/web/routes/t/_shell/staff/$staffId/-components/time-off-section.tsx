import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list';
import { modals } from '@mantine/modals';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
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
      setError('Enter the day and time it starts and ends.');
      return;
    }
    const from = zonedInstant(zone, values.fromDay, values.fromTime);
    const to = zonedInstant(zone, values.toDay, values.toTime);
    if (to <= from) {
      setError('The end must be after the start.');
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await addTimeOff(supabase, member, from, to, values.reason.trim());
      await refresh();
      notifySaved(`Time off for ${member.display_name} is added.`);
      setValues((current) => ({ ...current, reason: '' }));
    } catch (thrown) {
      notifyFailed(thrown, 'The time off was not added');
    } finally {
      setPending(false);
    }
  };

  const remove = (id: string, when: string) =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': 'Close' },
      title: 'Remove this time off?',
      children: (
        <Text size="sm">
          {when}: {member.display_name} can be booked again then.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await removeTimeOff(supabase, id);
          await refresh();
          notifySaved('The time off is removed.');
        } catch (thrown) {
          notifyFailed(thrown);
        }
      },
    });

  const removeColumn: ListColumn<(typeof upcoming)[number]> = {
    header: 'Actions',
    card: 'footer',
    cell: (row) => {
      const when = `${formatDateTime(row.from, zone)} to ${formatDateTime(row.to, zone)}`;
      return (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={() => remove(row.id, when)}
          aria-label={`Remove time off ${when}`}
        >
          Remove
        </Button>
      );
    },
  };

  return (
    <Stack>
      <Title order={2}>Time off</Title>
      <Text c="dimmed" maw={680}>
        No private session can be booked with {member.display_name} during time off. Times are local
        in {zone.replaceAll('_', ' ')}.
      </Text>
      {upcoming.length === 0 ? (
        <Text>No time off planned.</Text>
      ) : (
        <ResponsiveList
          label="Planned time off"
          rows={upcoming}
          rowKey={(row) => row.id}
          columns={[
            { header: 'From', cell: (row) => formatDateTime(row.from, zone) },
            { header: 'Until', card: 'detail', cell: (row) => formatDateTime(row.to, zone) },
            { header: 'Reason', cell: (row) => row.reason || '—' },
            ...(canEdit ? [removeColumn] : []),
          ]}
        />
      )}
      {canEdit ? (
        <form noValidate aria-label="Add time off" onSubmit={(event) => void submit(event)}>
          <Stack gap="sm" maw={640}>
            <Title order={3} size="h4">
              Add time off
            </Title>
            <Group grow align="flex-start">
              <TextInput type="date" label="From day" required {...field('fromDay')} />
              <TextInput type="time" label="From time" required {...field('fromTime')} />
            </Group>
            <Group grow align="flex-start">
              <TextInput type="date" label="Until day" required {...field('toDay')} />
              <TextInput
                type="time"
                label="Until time"
                required
                {...field('toTime')}
                error={error}
              />
            </Group>
            <TextInput label="Reason" placeholder="Holiday" {...field('reason')} />
            <Group>
              <Button type="submit" loading={pending} variant="default">
                Add time off
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
