import { Group, Paper, Stack, Text } from '@mantine/core';
import { TextLink } from '@/components/text-link';
import { BookingBadges, FillMeter } from '@/features/bookings/booking-badges';
import type { BookingSummary } from '@/features/bookings/queries';
import { formatDateTime, formatTime } from '@/features/tenancy/format-time';

/** One booking in the list: when, what, who, how full. The service name opens it. */
export function BookingRow({ booking, zone }: { booking: BookingSummary; zone: string }) {
  const cancelled = booking.status === 'cancelled';
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      style={{ borderLeft: `5px solid ${booking.service_colour}` }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={0} miw={170}>
          <Text fw={600} td={cancelled ? 'line-through' : undefined}>
            {formatDateTime(booking.starts_at, zone)}
          </Text>
          <Text size="sm" c="dimmed">
            until {formatTime(booking.ends_at, zone)}
          </Text>
        </Stack>
        <Stack gap={0} style={{ flex: '1 1 200px' }}>
          <TextLink
            to="/t/bookings/$bookingId/overview/"
            params={{ bookingId: booking.id }}
            fw={600}
          >
            {booking.service_name}
          </TextLink>
          <Text size="sm" c="dimmed">
            {[booking.staff_name ?? 'No instructor', booking.location].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          <FillMeter fill={booking} />
          <BookingBadges booking={booking} />
        </Group>
      </Group>
    </Paper>
  );
}
