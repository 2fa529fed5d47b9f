import { Badge, Stack, Text } from '@mantine/core';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { useIntl } from 'react-intl';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list';
import { formatDateTime, formatTime } from '../tenancy/format-time';
import { dotted } from './dotted';
import type { ClientPlace } from './queries';

const statusLabels: Record<string, { label: MessageId; color: string }> = {
  held: { label: 'clients.placeHeld', color: 'violet' },
  confirmed: { label: 'clients.placeConfirmed', color: 'green' },
  waitlisted: { label: 'clients.placeWaitlisted', color: 'violet' },
  offered: { label: 'clients.placeOffered', color: 'indigo' },
  cancelled: { label: 'clients.placeCancelled', color: 'gray' },
  late_cancelled: { label: 'clients.placeLateCancelled', color: 'red' },
  no_show: { label: 'clients.placeNoShow', color: 'red' },
};

const attendanceLabels: Record<string, MessageId> = {
  present: 'clients.attendancePresent',
  late: 'clients.attendanceLate',
  absent: 'clients.attendanceAbsent',
};

/** PostgREST embeds a one-to-one relation as an object; accept a list as well. */
function attendanceOf(place: ClientPlace): string | null {
  const attendance = place.attendance as ClientPlace['attendance'] | { status: string }[];
  const one = Array.isArray(attendance) ? attendance[0] : attendance;
  return one?.status ?? null;
}

/** A client's places in sessions: when, what, with whom, and how it stands. */
export function PlacesTable({
  places,
  zone,
  caption,
  withAttendance = false,
}: {
  places: ClientPlace[];
  zone: string;
  caption: string;
  withAttendance?: boolean;
}) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const columns: ListColumn<ClientPlace>[] = [
    {
      header: say('clients.columnSession'),
      cell: (place) => (
        <>
          <Text size="sm" fw={500}>
            {place.booking.service?.name ?? say('clients.sessionUnnamed')}
          </Text>
          <Text size="xs" c="dimmed">
            {dotted(
              [
                place.booking.staff?.display_name,
                place.booking.location,
                place.booking.status === 'cancelled' ? say('clients.sessionCancelled') : null,
              ],
              intl,
            )}
          </Text>
        </>
      ),
    },
    {
      header: say('clients.columnWhen'),
      cell: (place) =>
        intl.formatMessage(
          { id: 'clients.timeRange' },
          {
            start: formatDateTime(place.booking.starts_at, zone, intl.locale),
            end: formatTime(place.booking.ends_at, zone, intl.locale),
          },
        ),
    },
    {
      header: say('clients.columnStatus'),
      card: 'aside',
      cell: (place) => {
        const known = statusLabels[place.status];
        const label = known ? say(known.label) : place.status;
        return (
          <Badge color={known?.color ?? 'gray'} variant="dot">
            {place.waitlist_position
              ? intl.formatMessage(
                  { id: 'clients.placeWithPosition' },
                  { status: label, position: place.waitlist_position },
                )
              : label}
          </Badge>
        );
      },
    },
    ...(withAttendance
      ? [
          {
            header: say('clients.columnAttendance'),
            cell: (place: ClientPlace) => {
              const attendance = attendanceOf(place);
              if (!attendance) return '—';
              const known = attendanceLabels[attendance];
              return known ? say(known) : attendance;
            },
          },
        ]
      : []),
  ];
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {caption}
      </Text>
      <ResponsiveList
        label={caption}
        rows={places}
        rowKey={(place) => place.id}
        columns={columns}
        striped={false}
      />
    </Stack>
  );
}
