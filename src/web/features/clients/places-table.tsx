import { Badge, Table, Text } from '@mantine/core';
import { formatDateTime, formatTime } from '../tenancy/format-time';
import type { ClientPlace } from './queries';
import { TableScroll } from './table-scroll';

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
  return (
    <TableScroll label={caption} minWidth={520}>
      <Table verticalSpacing="xs" captionSide="top">
        <Table.Caption style={{ textAlign: 'left' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Session</Table.Th>
            <Table.Th>Status</Table.Th>
            {withAttendance && <Table.Th>Attendance</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {places.map((place) => {
            const status = statusLabels[place.status] ?? { label: place.status, color: 'gray' };
            const attendance = attendanceOf(place);
            return (
              <Table.Tr key={place.id}>
                <Table.Td>
                  {formatDateTime(place.booking.starts_at, zone)}–
                  {formatTime(place.booking.ends_at, zone)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {place.booking.service?.name ?? 'Session'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[place.booking.staff?.display_name, place.booking.location]
                      .filter(Boolean)
                      .join(' · ')}
                    {place.booking.status === 'cancelled' ? ' · session cancelled' : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={status.color} variant="dot">
                    {status.label}
                    {place.waitlist_position ? ` #${place.waitlist_position}` : ''}
                  </Badge>
                </Table.Td>
                {withAttendance && (
                  <Table.Td>
                    {attendance ? (attendanceLabels[attendance] ?? attendance) : '—'}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
