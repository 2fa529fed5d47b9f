import { Box, Group, Text } from '@mantine/core';
import type { ListColumn } from '@/components/responsive-list';
import { TextLink } from '@/components/text-link';
import { BookingBadges, FillMeter } from '@/features/bookings/booking-badges';
import type { BookingSummary } from '@/features/bookings/queries';
import { formatDateTime, formatTime } from '@/features/tenancy/format-time';

/** The bookings list's columns: when, what (a link to it, in its service's colour), who, how full. */
export function bookingColumns(zone: string): ListColumn<BookingSummary>[] {
  return [
    {
      header: 'Service',
      cell: (booking) => (
        <Group gap={8} wrap="nowrap">
          <Box
            aria-hidden
            w={10}
            h={10}
            bg={booking.service_colour}
            style={{ borderRadius: 5, flexShrink: 0 }}
          />
          <TextLink
            to="/t/bookings/$bookingId/overview/"
            params={{ bookingId: booking.id }}
            fw={600}
          >
            {booking.service_name}
          </TextLink>
        </Group>
      ),
    },
    {
      header: 'When',
      cell: (booking) => (
        <Text
          component="span"
          size="sm"
          td={booking.status === 'cancelled' ? 'line-through' : undefined}
        >
          {formatDateTime(booking.starts_at, zone)}–{formatTime(booking.ends_at, zone)}
        </Text>
      ),
    },
    {
      header: 'With',
      cell: (booking) =>
        [booking.staff_name ?? 'No instructor', booking.location].filter(Boolean).join(' · '),
    },
    { header: 'Places', card: 'aside', cell: (booking) => <FillMeter fill={booking} /> },
    {
      header: 'Status',
      card: 'footer',
      cell: (booking) =>
        (booking.service_kind === 'private' || booking.status !== 'scheduled') && (
          <BookingBadges booking={booking} />
        ),
    },
  ];
}
