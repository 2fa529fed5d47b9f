import { Group, Paper, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { BookingLink } from '@/features/bookings/booking-link';
import { ConflictBadge } from '@/features/calendar-sync/conflict-flags';
import { whoAndWhere } from '@/features/bookings/who-and-where';
import { fillSentence, fillText } from '@/features/bookings/fill';
import type { BookingSummary } from '@/features/bookings/queries';
import { formatTime } from '@/features/tenancy/format-time';

/** A booking in a calendar cell: time, service (the link), fill; struck through if cancelled. */
export function CalendarEntry({
  booking,
  zone,
  detailed = false,
}: {
  booking: BookingSummary;
  zone: string;
  detailed?: boolean;
}) {
  const intl = useIntl();
  const cancelled = booking.status === 'cancelled';
  return (
    <Paper
      withBorder
      px={6}
      py={4}
      radius="sm"
      // The service's colour on the side a line of text starts from, in either direction.
      style={{ borderInlineStart: `4px solid ${booking.service_colour}` }}
    >
      <Group gap={6} wrap="wrap" justify="space-between">
        <Text size="xs" fw={600} td={cancelled ? 'line-through' : undefined}>
          {formatTime(booking.starts_at, zone, intl.locale)}
        </Text>
        <Text size="xs" title={fillSentence(booking, intl)}>
          {cancelled
            ? intl.formatMessage({ id: 'bookings.statusCancelled' })
            : fillText(booking, intl)}
        </Text>
      </Group>
      <BookingLink bookingId={booking.id} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {booking.service_name}
      </BookingLink>
      {!cancelled && <ConflictBadge bookingId={booking.id} />}
      {detailed && (
        <Text size="xs" c="dimmed">
          {whoAndWhere(booking, undefined, intl)}
        </Text>
      )}
    </Paper>
  );
}
