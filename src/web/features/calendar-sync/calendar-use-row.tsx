import { Box, Group, Radio, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { useMembership } from '@/features/tenancy/use-tenant';
import { codeWords } from './calendar-words';
import { setCalendarUse } from './mutations';
import { calendarSyncKeys, type StaffCalendar } from './queries';

/**
 * One calendar of a connection: its name in its colour, what it does for its staff member, and
 * what is happening to it (busy times read, bookings waiting to be written, errors in words).
 * `editable`: its use can be changed here (a switch for blocking and a radio, one per staff
 * member, for receiving bookings); otherwise its use is said in words.
 */
export function CalendarUseRow({
  calendar,
  editable,
  radioName,
}: {
  calendar: StaffCalendar;
  editable: boolean;
  /** The name every "Receives my bookings" radio of the staff member shares. */
  radioName: string;
}) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const [saving, setSaving] = useState(false);
  const name = calendar.name;

  const change = async (use: { blocks: boolean; receives_bookings: boolean }, saidId: SavedId) => {
    setSaving(true);
    try {
      await setCalendarUse(supabase, calendar.id, use);
      await queryClient.invalidateQueries({ queryKey: calendarSyncKeys.tenant(tenant.id) });
      notifySaved(intl.formatMessage({ id: saidId }, { calendar: name }));
    } catch (error) {
      notifyFailed(error, intl.formatMessage({ id: 'calendars.useNotSaved' }));
    } finally {
      setSaving(false);
    }
  };

  const notes = [
    calendar.blocks
      ? intl.formatMessage({ id: 'calendars.busyCount' }, { count: calendar.busy_count ?? 0 })
      : null,
    (calendar.pending_writes ?? 0) > 0
      ? intl.formatMessage({ id: 'calendars.pendingWrites' }, { count: calendar.pending_writes })
      : null,
    calendar.writable ? null : intl.formatMessage({ id: 'calendars.readOnly' }),
  ].filter((note) => note !== null);
  const errors = [
    calendar.sync_error_code
      ? intl.formatMessage(
          { id: 'calendars.syncError' },
          { reason: codeWords(calendar.sync_error_code, intl) },
        )
      : null,
    calendar.write_error_code
      ? intl.formatMessage(
          { id: 'calendars.writeError' },
          { reason: codeWords(calendar.write_error_code, intl) },
        )
      : null,
  ].filter((error) => error !== null);

  return (
    <Stack component="li" gap={6} py="xs">
      <Group gap={8} wrap="nowrap">
        <Box
          aria-hidden
          w={12}
          h={12}
          bg={calendar.colour ?? 'gray.5'}
          style={{ borderRadius: 6, flexShrink: 0 }}
        />
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
      </Group>
      {editable ? (
        <Group gap="lg" wrap="wrap">
          <Switch
            checked={calendar.blocks}
            disabled={saving}
            label={intl.formatMessage({ id: 'calendars.blocks' })}
            aria-label={intl.formatMessage({ id: 'calendars.blocksLabel' }, { calendar: name })}
            onChange={(event) =>
              void change(
                {
                  blocks: event.currentTarget.checked,
                  receives_bookings: calendar.receives_bookings,
                },
                event.currentTarget.checked ? 'calendars.blocksOn' : 'calendars.blocksOff',
              )
            }
          />
          <Radio
            name={radioName}
            value={calendar.id}
            checked={calendar.receives_bookings}
            disabled={saving || !calendar.writable}
            label={intl.formatMessage({ id: 'calendars.receives' })}
            aria-label={intl.formatMessage({ id: 'calendars.receivesLabel' }, { calendar: name })}
            onChange={() =>
              void change(
                { blocks: calendar.blocks, receives_bookings: true },
                'calendars.receivesOn',
              )
            }
          />
        </Group>
      ) : (
        <Text size="sm">{usesText(calendar, intl)}</Text>
      )}
      {notes.length > 0 && (
        <Text size="sm" c="dimmed">
          {intl.formatList(notes, { type: 'unit' })}
        </Text>
      )}
      {errors.map((error) => (
        <Text key={error} size="sm" c="red.9">
          {error}
        </Text>
      ))}
    </Stack>
  );
}

type SavedId = 'calendars.blocksOn' | 'calendars.blocksOff' | 'calendars.receivesOn';

/** "Blocks free times and receives bookings", for someone who sees but does not change it. */
function usesText(
  { blocks, receives_bookings }: StaffCalendar,
  intl: ReturnType<typeof useIntl>,
): string {
  const uses = [
    blocks ? intl.formatMessage({ id: 'calendars.usesBlocks' }) : null,
    receives_bookings ? intl.formatMessage({ id: 'calendars.usesReceives' }) : null,
  ].filter((use) => use !== null);
  return uses.length === 0
    ? intl.formatMessage({ id: 'calendars.usesNothing' })
    : intl.formatList(uses, { type: 'conjunction' });
}
