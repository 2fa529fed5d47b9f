import {
  Alert,
  Button,
  CloseButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '@/components/notify';
import {
  setStaffHours,
  staffHoursQuery,
  staffKeys,
  type StaffMember,
} from '@/features/staff/queries';
import {
  hoursProblems,
  shortTime,
  weeklyTotalHours,
  type HoursSpan,
} from '@/features/staff/weekly-hours';
import { weekOrder, weekdayName } from '@shared/weekdays.ts';
import { zoneNote } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { FormattedMessage, useIntl } from 'react-intl';

type EditedSpan = HoursSpan & { key: number };

let nextKey = 0;
const keyed = (span: HoursSpan): EditedSpan => ({
  weekday: span.weekday,
  starts_at: shortTime(span.starts_at),
  ends_at: shortTime(span.ends_at),
  key: nextKey++,
});

/** The week, day by day, in the business's local time; saved whole (set_staff_hours). */
export function WeeklyHoursEditor({ member, canEdit }: { member: StaffMember; canEdit: boolean }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const { data: saved } = useSuspenseQuery(staffHoursQuery(supabase, member.id));
  const [spans, setSpans] = useState<EditedSpan[]>(() => saved.map(keyed));
  const [problems, setProblems] = useState(new Map<number, string>());
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState(false);
  const intl = useIntl();
  const note = zoneNote(tenant.time_zone, intl);

  const change = (next: EditedSpan[]) => {
    setSpans(next);
    setDirty(true);
  };
  const update = (key: number, field: 'starts_at' | 'ends_at', value: string) =>
    change(spans.map((span) => (span.key === key ? { ...span, [field]: value } : span)));

  const save = async () => {
    const plain = spans.map(({ weekday, starts_at, ends_at }) => ({ weekday, starts_at, ends_at }));
    const found = hoursProblems(plain, intl);
    setProblems(new Map([...found].map(([index, message]) => [spans[index]?.key ?? -1, message])));
    if (found.size > 0) return;
    setPending(true);
    try {
      const stored = await setStaffHours(supabase, member.id, plain);
      queryClient.setQueryData(staffKeys.hours(member.id), stored);
      setSpans(stored.map(keyed));
      setDirty(false);
      notifySaved(intl.formatMessage({ id: 'staff.hoursSaved' }, { name: member.display_name }));
    } catch (error) {
      notifyFailed(error, intl.formatMessage({ id: 'staff.hoursNotSaved' }));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack>
      <Title order={2}>{intl.formatMessage({ id: 'staff.weeklyHours' })}</Title>
      <Text c="dimmed" maw={680}>
        {intl.formatMessage(
          { id: 'staff.weeklyIntro' },
          {
            name: member.display_name,
            zone: tenant.time_zone.replaceAll('_', ' '),
            hours: weeklyTotalHours(spans),
          },
        )}
      </Text>
      {note ? (
        <Alert color="blue" variant="light">
          {note}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="xs">
        {weekOrder(intl.locale).map((weekday) => {
          const day = weekdayName(weekday, intl.locale);
          const ofDay = spans.filter((span) => span.weekday === weekday);
          return (
            <Paper key={day} withBorder p="xs" role="group" aria-label={day}>
              <Stack gap="xs">
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{day}</Text>
                  {canEdit ? (
                    <Button
                      variant="default"
                      size="compact-sm"
                      onClick={() => {
                        const last = ofDay.at(-1);
                        change([
                          ...spans,
                          keyed({
                            weekday,
                            starts_at: last ? last.ends_at : '09:00',
                            ends_at: last ? '' : '17:00',
                          }),
                        ]);
                      }}
                      aria-label={intl.formatMessage({ id: 'staff.addHoursOn' }, { day })}
                    >
                      {intl.formatMessage({ id: 'staff.addHours' })}
                    </Button>
                  ) : null}
                </Group>
                {ofDay.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {intl.formatMessage({ id: 'staff.notWorking' })}
                  </Text>
                ) : null}
                {ofDay.map((span, position) => {
                  const name =
                    ofDay.length > 1
                      ? intl.formatMessage({ id: 'staff.span' }, { day, position: position + 1 })
                      : day;
                  const problem = problems.get(span.key);
                  return (
                    <Stack key={span.key} gap={4}>
                      <Group gap={6} wrap="nowrap">
                        <FormattedMessage
                          id="staff.spanInputs"
                          values={{
                            from: (
                              <TextInput
                                type="time"
                                aria-label={intl.formatMessage(
                                  { id: 'staff.spanFrom' },
                                  { span: name },
                                )}
                                value={span.starts_at}
                                onChange={(event) =>
                                  update(span.key, 'starts_at', event.currentTarget.value)
                                }
                                disabled={!canEdit}
                                error={problem !== undefined}
                                w={{ base: 128, xs: 140 }}
                              />
                            ),
                            until: (
                              <TextInput
                                type="time"
                                aria-label={intl.formatMessage(
                                  { id: 'staff.spanUntil' },
                                  { span: name },
                                )}
                                value={span.ends_at}
                                onChange={(event) =>
                                  update(span.key, 'ends_at', event.currentTarget.value)
                                }
                                disabled={!canEdit}
                                error={problem !== undefined}
                                w={{ base: 128, xs: 140 }}
                              />
                            ),
                            dash: (chunks) => <Text aria-hidden>{chunks}</Text>,
                          }}
                        />
                        {canEdit ? (
                          <CloseButton
                            onClick={() => change(spans.filter((other) => other.key !== span.key))}
                            aria-label={intl.formatMessage(
                              { id: 'staff.removeSpan' },
                              { span: name },
                            )}
                          />
                        ) : null}
                      </Group>
                      {problem ? (
                        <Text c="red.8" size="sm" role="alert">
                          {problem}
                        </Text>
                      ) : null}
                    </Stack>
                  );
                })}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      {canEdit ? (
        <Group>
          <Button onClick={() => void save()} loading={pending} disabled={!dirty}>
            {intl.formatMessage({ id: 'staff.saveWeeklyHours' })}
          </Button>
          {dirty ? (
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: 'staff.unsaved' })}
            </Text>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
