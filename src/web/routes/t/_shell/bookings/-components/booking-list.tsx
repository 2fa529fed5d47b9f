import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { bookingSorts, pageSizes, type BookingSort } from '@/features/bookings/booking-search';
import { listRange } from '@/features/bookings/calendar-range';
import { bookingListQuery, type ListParams } from '@/features/bookings/queries';
import { useMembership } from '@/features/tenancy/use-tenant';
import { BookingRow } from './booking-row';

const sortLabels: Record<BookingSort, string> = {
  starts_at: 'Soonest first',
  '-starts_at': 'Latest first',
  service: 'Service',
  fill: 'Fullest first',
};

/**
 * A page of bookings from the database (up to 200), drawn as a virtual list: only the rows near
 * the viewport are in the document, so a long page scrolls as lightly as a short one.
 */
export function BookingList({ params }: { params: ListParams }) {
  const { tenant } = useMembership();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const navigate = useNavigate({ from: '/t/bookings/' });
  const range = listRange(tenant.time_zone, params.from, params.to);
  const { data, isFetching } = useSuspenseQuery(
    bookingListQuery(supabase, tenant.id, params, range),
  );
  const pages = Math.max(1, Math.ceil(data.total / params.size));
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin(listRef.current?.offsetTop ?? 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: data.rows.length,
    estimateSize: () => 84,
    overscan: 6,
    gap: 8,
    scrollMargin,
  });
  const go = (page: number) =>
    void navigate({ search: (previous) => ({ ...previous, page: page === 1 ? undefined : page }) });
  const first = (params.page - 1) * params.size + 1;

  return (
    <>
      <Group justify="space-between" gap="sm" align="end">
        <Text role="status" aria-live="polite" aria-busy={isFetching}>
          {data.total === 0
            ? 'No bookings match these filters.'
            : `${first}–${first + data.rows.length - 1} of ${data.total} bookings`}
        </Text>
        <Group gap="sm">
          <NativeSelect
            label="Sort"
            value={params.sort}
            onChange={(event) =>
              void navigate({
                search: (previous) => ({
                  ...previous,
                  sort: event.currentTarget.value as BookingSort,
                  page: undefined,
                }),
              })
            }
            data={bookingSorts.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
          />
          <NativeSelect
            label="Per page"
            value={String(params.size)}
            onChange={(event) =>
              void navigate({
                search: (previous) => ({
                  ...previous,
                  size: Number(event.currentTarget.value) as (typeof pageSizes)[number],
                  page: undefined,
                }),
              })
            }
            data={pageSizes.map(String)}
          />
        </Group>
      </Group>
      <ul
        ref={listRef}
        aria-label="Bookings"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          position: 'relative',
          height: virtualizer.getTotalSize(),
        }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const booking = data.rows[item.index];
          if (!booking) return null;
          return (
            <li
              key={booking.id}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start - scrollMargin}px)`,
              }}
            >
              <BookingRow booking={booking} zone={tenant.time_zone} />
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <Group justify="center" gap="sm">
          <Button variant="default" disabled={params.page <= 1} onClick={() => go(params.page - 1)}>
            Previous page
          </Button>
          <Text>
            Page {params.page} of {pages}
          </Text>
          <Button
            variant="default"
            disabled={params.page >= pages}
            onClick={() => go(params.page + 1)}
          >
            Next page
          </Button>
        </Group>
      )}
    </>
  );
}
