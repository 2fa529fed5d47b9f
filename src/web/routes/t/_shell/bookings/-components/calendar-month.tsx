import { Badge, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { BookingSummary } from '@/features/bookings/queries';
import { useMembership } from '@/features/tenancy/use-tenant';
import { CalendarEntry } from './calendar-entry';
import { weekdayName, weekOrder } from '@shared/weekdays.ts';

const shownPerDay = 3;
// A week's days, Monday first (5 January 2026 is a Monday), named by the reader's language.

/**
 * A month as a table of weeks. Each day shows its first sessions (on wider screens) and how many
 * there are; the day's number opens the day view.
 */
export function CalendarMonth({
  days,
  month,
  today,
  groups,
  onOpenDay,
}: {
  days: string[];
  month: string;
  today: string;
  groups: Map<string, BookingSummary[]>;
  onOpenDay: (day: string) => void;
}) {
  const { tenant } = useMembership();
  const intl = useIntl();
  const weekdayNames = weekOrder(intl.locale).map((day) => weekdayName(day, intl.locale, 'short'));
  const longDay = (day: string) =>
    intl.formatDate(new Date(`${day}T12:00:00Z`), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
  const weeks = Array.from({ length: days.length / 7 }, (_, week) =>
    days.slice(week * 7, week * 7 + 7),
  );
  return (
    <Table withTableBorder withColumnBorders layout="fixed" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          {weekdayNames.map((name) => (
            <Table.Th key={name} scope="col">
              {name}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {weeks.map((week) => (
          <Table.Tr key={week[0]}>
            {week.map((day) => {
              const bookings = groups.get(day) ?? [];
              const outside = !day.startsWith(month);
              // Read after the day's number, which the name must start with (as it is seen).
              const label = intl.formatMessage(
                { id: 'bookings.monthDayLabel' },
                { day: longDay(day), count: bookings.length },
              );
              return (
                <Table.Td
                  key={day}
                  valign="top"
                  bg={
                    day === today
                      ? 'var(--mantine-primary-color-light)'
                      : outside
                        ? 'var(--mantine-color-default-hover)'
                        : undefined
                  }
                  style={{ height: 72 }}
                >
                  <Stack gap={4}>
                    <UnstyledButton
                      onClick={() => onOpenDay(day)}
                      style={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Text fw={day === today ? 700 : 500} size="sm">
                        {intl.formatNumber(Number(day.slice(8)))}
                      </Text>
                      <VisuallyHidden>{label}</VisuallyHidden>
                      {bookings.length > 0 && (
                        <Badge size="xs" variant="light" hiddenFrom="md" aria-hidden>
                          {intl.formatNumber(bookings.length)}
                        </Badge>
                      )}
                    </UnstyledButton>
                    <Stack gap={4} visibleFrom="md">
                      {bookings.slice(0, shownPerDay).map((booking) => (
                        <CalendarEntry key={booking.id} booking={booking} zone={tenant.time_zone} />
                      ))}
                      {bookings.length > shownPerDay && (
                        <Text size="xs" c="dimmed">
                          {intl.formatMessage(
                            { id: 'bookings.moreThatDay' },
                            { count: bookings.length - shownPerDay },
                          )}
                        </Text>
                      )}
                    </Stack>
                  </Stack>
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
