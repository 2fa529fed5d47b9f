import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { BookingSummary } from '@/features/bookings/queries';
import { useMembership } from '@/features/tenancy/use-tenant';
import { CalendarEntry } from './calendar-entry';

/** A day, or the seven days of a week side by side (stacked on a phone), each in time order. */
export function CalendarDays({
  days,
  today,
  groups,
}: {
  days: string[];
  today: string;
  groups: Map<string, BookingSummary[]>;
}) {
  const { tenant } = useMembership();
  const intl = useIntl();
  const dayName = (day: string) =>
    intl.formatDate(new Date(`${day}T12:00:00Z`), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  const single = days.length === 1;
  return (
    <SimpleGrid cols={single ? 1 : { base: 1, sm: 2, md: 4, lg: 7 }} spacing="xs">
      {days.map((day) => {
        const bookings = groups.get(day) ?? [];
        return (
          <Paper
            key={day}
            component="section"
            aria-label={dayName(day)}
            withBorder
            p="xs"
            bg={day === today ? 'var(--mantine-primary-color-light)' : undefined}
          >
            {!single && (
              <Title order={3} size="h5" mb={6}>
                {day === today
                  ? intl.formatMessage({ id: 'bookings.dayToday' }, { day: dayName(day) })
                  : dayName(day)}
              </Title>
            )}
            <Stack gap={6}>
              {bookings.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {intl.formatMessage({ id: 'bookings.nothingBooked' })}
                </Text>
              ) : (
                bookings.map((booking) => (
                  <CalendarEntry
                    key={booking.id}
                    booking={booking}
                    zone={tenant.time_zone}
                    detailed={single}
                  />
                ))
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
