import { Group, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { PagedList } from '@/components/paged-list';
import { bookingSorts, pageSizes, type BookingSort } from '@/features/bookings/booking-search';
import { listRange } from '@/features/bookings/calendar-range';
import { bookingListQuery, type ListParams } from '@/features/bookings/queries';
import { useMembership } from '@/features/tenancy/use-tenant';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { bookingColumns } from './booking-columns';

const sortWords = {
  starts_at: 'bookings.sortSoonest',
  '-starts_at': 'bookings.sortLatest',
  service: 'bookings.service',
  fill: 'bookings.sortFullest',
} as const satisfies Record<BookingSort, MessageId>;

/** A page of bookings from the database (up to 200), virtualised so a long page scrolls lightly. */
export function BookingList({ params, filtered }: { params: ListParams; filtered: boolean }) {
  const { tenant } = useMembership();
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const navigate = useNavigate({ from: '/t/bookings/' });
  const range = listRange(tenant.time_zone, params.from, params.to);
  const list = useQuery(bookingListQuery(supabase, tenant.id, params, range));
  const choose = (change: { sort?: BookingSort; size?: (typeof pageSizes)[number] }) =>
    void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }) });

  return (
    <PagedList
      noun={{ one: 'booking', many: 'bookings' }}
      query={list}
      page={params.page}
      pageSize={params.size}
      onPage={(page) =>
        void navigate({
          search: (previous) => ({ ...previous, page: page === 1 ? undefined : page }),
        })
      }
      filtered={filtered}
      empty={{
        none: intl.formatMessage({ id: 'bookings.listEmpty' }),
        unmatched: intl.formatMessage({ id: 'bookings.listUnmatched' }),
      }}
      tools={
        <Group gap="sm">
          <NativeSelect
            label={intl.formatMessage({ id: 'bookings.sort' })}
            value={params.sort}
            onChange={(event) => choose({ sort: event.currentTarget.value as BookingSort })}
            data={bookingSorts.map((sort) => ({
              value: sort,
              label: intl.formatMessage({ id: sortWords[sort] }),
            }))}
          />
          <NativeSelect
            label={intl.formatMessage({ id: 'bookings.perPage' })}
            value={String(params.size)}
            onChange={(event) =>
              choose({ size: Number(event.currentTarget.value) as (typeof pageSizes)[number] })
            }
            data={pageSizes.map(String)}
          />
        </Group>
      }
      rows={{
        label: intl.formatMessage({ id: 'bookings.title' }),
        rowKey: (booking) => booking.id,
        columns: bookingColumns(tenant.time_zone, intl),
        virtual: { estimateSize: 53 },
      }}
    />
  );
}
