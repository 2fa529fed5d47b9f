import { Badge, Stack, Text } from '@mantine/core';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list';
import { formatDateTime, formatTime } from '../tenancy/format-time';
import type { ClientPlace } from './queries';

const statusLabels: Record<string, { label: string; color: string }> = {
  held: { label: 'Held', color: 'violet' },
  confirmed: { label: 'Confirmed', color: 'green' },
  waitlisted: { label: 'Waitlisted', color: 'violet' },
  offered: { label: 'Offered a place', color: 'indigo' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  late_cancelled: { label: 'Late cancel', color: 'red' },
  no_show: { label: 'No-show', color: 'red' },
};

const attendanceLabels: Record<string, string> = {
  present: 'Present',
  late: 'Late',
  absent: 'Absent',
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
  const columns: ListColumn<ClientPlace>[] = [
    {
      header: 'Session',
      cell: (place) => (
        <>
          <Text size="sm" fw={500}>
            {place.booking.service?.name ?? 'Session'}
          </Text>
          <Text size="xs" c="dimmed">
            {[place.booking.staff?.display_name, place.booking.location]
              .filter(Boolean)
              .join(' · ')}
            {place.booking.status === 'cancelled' ? ' · session cancelled' : ''}
          </Text>
        </>
      ),
    },
    {
      header: 'When',
      cell: (place) =>
        `${formatDateTime(place.booking.starts_at, zone)}–${formatTime(place.booking.ends_at, zone)}`,
    },
    {
      header: 'Status',
      card: 'aside',
      cell: (place) => {
        const status = statusLabels[place.status] ?? { label: place.status, color: 'gray' };
        return (
          <Badge color={status.color} variant="dot">
            {status.label}
            {place.waitlist_position ? ` #${place.waitlist_position}` : ''}
          </Badge>
        );
      },
    },
    ...(withAttendance
      ? [
          {
            header: 'Attendance',
            cell: (place: ClientPlace) => {
              const attendance = attendanceOf(place);
              return attendance ? (attendanceLabels[attendance] ?? attendance) : '—';
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
