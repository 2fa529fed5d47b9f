import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { BookingFilters, BookingView } from '@/features/bookings/booking-search';
import { firstWeekday } from '@shared/weekdays.ts';
import { byLocalDay, calendarRange, stepDate } from '@/features/bookings/calendar-range';
import { bookingCalendarQuery, calendarLimit } from '@/features/bookings/queries';
import { formatDay } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { CalendarDays } from './calendar-days';
import { CalendarMonth } from './calendar-month';

type CalendarView = Exclude<BookingView, 'list'>;

// Each view's words, whole: "Previous week", "No bookings this week match the filters."
const viewWords = {
  day: {
    previous: 'bookings.previousDay',
    next: 'bookings.nextDay',
    none: 'bookings.noneThisDay',
    count: 'bookings.countThisDay',
  },
  week: {
    previous: 'bookings.previousWeek',
    next: 'bookings.nextWeek',
    none: 'bookings.noneThisWeek',
    count: 'bookings.countThisWeek',
  },
  month: {
    previous: 'bookings.previousMonth',
    next: 'bookings.nextMonth',
    none: 'bookings.noneThisMonth',
    count: 'bookings.countThisMonth',
  },
} as const satisfies Record<CalendarView, Record<string, MessageId>>;

function titleOf(view: CalendarView, days: string[], date: string, locale: string) {
  if (view === 'day') return formatDay(date, locale);
  if (view === 'month') {
    return new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date.slice(0, 8)}15T12:00:00Z`));
  }
  const format = new Intl.DateTimeFormat(locale, {
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
  const intl = useIntl();
  const words = viewWords[view];
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const navigate = useNavigate({ from: '/t/bookings/' });
  const range = calendarRange(view, date, tenant.time_zone, firstWeekday(intl.locale));
  const { data } = useSuspenseQuery(bookingCalendarQuery(supabase, tenant.id, range, filters));
  const groups = byLocalDay(data.rows, tenant.time_zone);
  const go = (next: string | undefined) =>
    void navigate({ search: (previous) => ({ ...previous, date: next }) });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {titleOf(view, range.days, date, intl.locale)}
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => go(stepDate(view, date, -1))}>
            {intl.formatMessage({ id: words.previous })}
          </Button>
          <Button variant="default" onClick={() => go(undefined)} disabled={date === today}>
            {intl.formatMessage({ id: 'bookings.today' })}
          </Button>
          <Button variant="default" onClick={() => go(stepDate(view, date, 1))}>
            {intl.formatMessage({ id: words.next })}
          </Button>
        </Group>
      </Group>
      <Text role="status" aria-live="polite" size="sm" c="dimmed">
        {data.total === 0
          ? intl.formatMessage({ id: words.none })
          : intl.formatMessage({ id: words.count }, { count: data.total })}
      </Text>
      {data.total > data.rows.length && (
        <Alert color="yellow">
          {intl.formatMessage(
            { id: 'bookings.calendarLimited' },
            { shown: calendarLimit, total: data.total },
          )}
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
