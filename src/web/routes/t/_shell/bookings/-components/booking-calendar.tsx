import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import type { BookingFilters, BookingView } from '@/features/bookings/booking-search';
import { byLocalDay, calendarRange, stepDate } from '@/features/bookings/calendar-range';
import { bookingCalendarQuery, calendarLimit } from '@/features/bookings/queries';
import { formatDay } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { CalendarDays } from './calendar-days';
import { CalendarMonth } from './calendar-month';

type CalendarView = Exclude<BookingView, 'list'>;

const stepNames: Record<CalendarView, string> = { day: 'day', week: 'week', month: 'month' };

function titleOf(view: CalendarView, days: string[], date: string) {
  if (view === 'day') return formatDay(date);
  if (view === 'month') {
    return new Intl.DateTimeFormat(undefined, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date.slice(0, 8)}15T12:00:00Z`));
  }
  const format = new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(
    new Date(`${days[0]}T12:00:00Z`),
    new Date(`${days[days.length - 1]}T12:00:00Z`),
  );
}

/** Day, week or month of bookings around `date`, with the filters of the address applied. */
export function BookingCalendar({
  view,
  date,
  today,
  filters,
}: {
  view: CalendarView;
  date: string;
  today: string;
  filters: BookingFilters;
}) {
  const { tenant } = useMembership();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const navigate = useNavigate({ from: '/t/bookings/' });
  const range = calendarRange(view, date, tenant.time_zone);
  const { data } = useSuspenseQuery(bookingCalendarQuery(supabase, tenant.id, range, filters));
  const groups = byLocalDay(data.rows, tenant.time_zone);
  const go = (next: string | undefined) =>
    void navigate({ search: (previous) => ({ ...previous, date: next }) });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {titleOf(view, range.days, date)}
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => go(stepDate(view, date, -1))}>
            Previous {stepNames[view]}
          </Button>
          <Button variant="default" onClick={() => go(undefined)} disabled={date === today}>
            Today
          </Button>
          <Button variant="default" onClick={() => go(stepDate(view, date, 1))}>
            Next {stepNames[view]}
          </Button>
        </Group>
      </Group>
      <Text role="status" aria-live="polite" size="sm" c="dimmed">
        {data.total === 0
          ? `No bookings this ${stepNames[view]} match the filters.`
          : `${data.total} booking${data.total === 1 ? '' : 's'} this ${stepNames[view]}.`}
      </Text>
      {data.total > data.rows.length && (
        <Alert color="yellow">
          Showing the first {calendarLimit} of {data.total}: choose a shorter view or narrow the
          filters to see them all.
        </Alert>
      )}
      {view === 'month' ? (
        <CalendarMonth
          days={range.days}
          month={date.slice(0, 7)}
          today={today}
          groups={groups}
          onOpenDay={(day) =>
            void navigate({ search: (previous) => ({ ...previous, view: 'day', date: day }) })
          }
        />
      ) : (
        <CalendarDays days={range.days} today={today} groups={groups} />
      )}
    </Stack>
  );
}
