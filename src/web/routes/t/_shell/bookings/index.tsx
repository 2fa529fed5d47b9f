import { Alert, Group, SegmentedControl, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '@/components/screen-header';
import {
  bookingViews,
  filtersOf,
  validateBookingSearch,
  type BookingSearch,
  type BookingView,
} from '@/features/bookings/booking-search';
import { firstWeekday } from '@shared/weekdays.ts';
import { calendarRange, listRange } from '@/features/bookings/calendar-range';
import { shownLanguage } from '@/i18n/spa-language';
import {
  bookingCalendarQuery,
  bookingListQuery,
  catalogueQuery,
  type ListParams,
} from '@/features/bookings/queries';
import { zoneNote } from '@/features/tenancy/format-time';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { localDate } from '@/features/tenancy/zoned-time';
import { BookingCalendar } from './-components/booking-calendar';
import { BookingFilters } from './-components/booking-filters';
import { BookingList } from './-components/booking-list';
import { NewBookingMenu } from './-components/new-booking-menu';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shared/i18n/message-ids.ts';

const viewWords = {
  list: 'bookings.viewList',
  day: 'bookings.viewDay',
  week: 'bookings.viewWeek',
  month: 'bookings.viewMonth',
} as const satisfies Record<BookingView, MessageId>;

/** What the screen shows for these search params, defaults filled in, in the business's zone. */
function screenOf(search: BookingSearch, zone: string) {
  const today = localDate(zone);
  const view = search.view ?? 'list';
  const filters = filtersOf(search);
  const list: ListParams = {
    ...filters,
    from: search.from ?? (search.to ? undefined : today),
    to: search.to,
    sort: search.sort ?? 'starts_at',
    page: search.page ?? 1,
    size: search.size ?? 50,
  };
  const date = search.date ?? today;
  const filtered = Object.values(filters).some(Boolean) || Boolean(search.from ?? search.to);
  return { today, view, filters, list, date, filtered };
}

export const Route = createFileRoute('/t/_shell/bookings/')({
  validateSearch: validateBookingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { tenant } = context.membership;
    const screen = screenOf(deps, tenant.time_zone);
    const catalogue = context.queryClient.ensureQueryData(
      catalogueQuery(context.supabase, tenant.id),
    );
    const bookings =
      screen.view === 'list'
        ? context.queryClient.ensureQueryData(
            bookingListQuery(
              context.supabase,
              tenant.id,
              screen.list,
              listRange(tenant.time_zone, screen.list.from, screen.list.to),
            ),
          )
        : context.queryClient.ensureQueryData(
            bookingCalendarQuery(
              context.supabase,
              tenant.id,
              calendarRange(
                screen.view,
                screen.date,
                tenant.time_zone,
                firstWeekday(shownLanguage().formatting),
              ),
              screen.filters,
            ),
          );
    await Promise.all([catalogue, bookings]);
  },
  component: Bookings,
});

function Bookings() {
  const { tenant, role } = useMembership();
  const { supabase } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const screen = screenOf(search, tenant.time_zone);
  const catalogue = useSuspenseQuery(catalogueQuery(supabase, tenant.id)).data;
  const intl = useIntl();
  const note = zoneNote(tenant.time_zone, intl);

  return (
    <>
      <ScreenHeader title={intl.formatMessage({ id: 'bookings.title' })}>
        {intl.formatMessage({ id: 'bookings.intro' }, { business: tenant.name })}
      </ScreenHeader>
      <Stack gap="md">
        {note && (
          <Alert color="blue" variant="light">
            {note}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <SegmentedControl
            aria-label={intl.formatMessage({ id: 'bookings.view' })}
            value={screen.view}
            onChange={(view) =>
              void navigate({
                search: (previous) => ({ ...previous, view: view as BookingView, page: undefined }),
              })
            }
            data={bookingViews.map((view) => ({
              value: view,
              label: intl.formatMessage({ id: viewWords[view] }),
            }))}
          />
          {may(role, 'manage_bookings') && <NewBookingMenu catalogue={catalogue} />}
        </Group>
        <BookingFilters
          catalogue={catalogue}
          search={search}
          listRange={screen.view === 'list' ? screen.list : undefined}
        />
        {screen.view === 'list' ? (
          <BookingList params={screen.list} filtered={screen.filtered} />
        ) : (
          <BookingCalendar
            view={screen.view}
            date={screen.date}
            today={screen.today}
            filters={screen.filters}
          />
        )}
      </Stack>
    </>
  );
}
