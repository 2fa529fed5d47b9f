import { Box, Group, Text } from '@mantine/core';
import type { ListColumn } from '@/components/responsive-list';
import { BookingBadges, FillMeter } from '@/features/bookings/booking-badges';
import { BookingLink } from '@/features/bookings/booking-link';
import { ConflictBadge } from '@/features/calendar-sync/conflict-flags';
import type { BookingSummary } from '@/features/bookings/queries';
import { whoAndWhere } from '@/features/bookings/who-and-where';
import { formatDateTime, formatTime } from '@/features/tenancy/format-time';
import type { Words } from '@shared/i18n/words.ts';

/** The bookings list's columns: when, what (a link to it, in its service's colour), who, how full. */
export function bookingColumns(zone: string, words: Words): ListColumn<BookingSummary>[] {
  return [
    {
      header: words.formatMessage({ id: 'bookings.service' }),
      cell: (booking) => (
        <Group gap={8} wrap="nowrap">
          <Box
            aria-hidden
            w={10}
            h={10}
            bg={booking.service_colour}
            style={{ borderRadius: 5, flexShrink: 0 }}
          />
          <BookingLink bookingId={booking.id}>{booking.service_name}</BookingLink>
        </Group>
      ),
    },
    {
      header: words.formatMessage({ id: 'bookings.when' }),
      cell: (booking) => (
        <Group gap={6} wrap="wrap">
          <Text
            component="span"
            size="sm"
            td={booking.status === 'cancelled' ? 'line-through' : undefined}
          >
            {words.formatMessage(
              { id: 'bookings.timeRange' },
              {
                start: formatDateTime(booking.starts_at, zone, words.locale),
                end: formatTime(booking.ends_at, zone, words.locale),
              },
            )}
          </Text>
          {/* A clash with the staff member's own calendar is about this time (issue 37). */}
          {booking.status === 'scheduled' && <ConflictBadge bookingId={booking.id} />}
        </Group>
      ),
    },
    {
      header: words.formatMessage({ id: 'bookings.with' }),
      cell: (booking) => whoAndWhere(booking, undefined, words),
    },
    {
      header: words.formatMessage({ id: 'bookings.places' }),
      card: 'aside',
      cell: (booking) => <FillMeter fill={booking} />,
    },
    {
      header: words.formatMessage({ id: 'bookings.status' }),
      card: 'footer',
      cell: (booking) =>
        (booking.service_kind === 'private' || booking.status !== 'scheduled') && (
          <BookingBadges booking={booking} />
        ),
    },
  ];
}
