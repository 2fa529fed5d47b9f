import { Button, NativeSelect, SimpleGrid, TextInput, useMantineTheme } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { BookingSearch } from '@/features/bookings/booking-search';
import type { Catalogue } from '@/features/bookings/queries';

interface BookingFiltersProps {
  catalogue: Catalogue;
  search: BookingSearch;
  /** The list's days (the calendar has its own): shown as date fields. */
  listRange?: { from?: string; to?: string };
}

const any = { value: '', label: 'Any' };

/** The filters, kept in the address so a filtered view can be shared and survives a reload. */
export function BookingFilters({ catalogue, search, listRange }: BookingFiltersProps) {
  const navigate = useNavigate({ from: '/t/bookings/' });
  const [text, setText] = useState(search.q ?? '');
  const set = (changes: Partial<BookingSearch>) =>
    void navigate({
      search: (previous) => ({ ...previous, ...changes, page: undefined }),
      replace: true,
    });
  const searchLater = useDebouncedCallback((q: string) => set({ q: q.trim() || undefined }), 300);
  const emptyToUndefined = (value: string) => (value === '' ? undefined : value);
  const filtered =
    search.service || search.staff || search.status || search.kind || search.q || search.to;
  // On a phone the filters fold away behind one button, so the bookings come first.
  const { breakpoints } = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${breakpoints.sm})`, true);
  const [unfolded, setUnfolded] = useState(false);
  if (!isWide && !unfolded) {
    return (
      <Button variant="default" aria-expanded={false} onClick={() => setUnfolded(true)}>
        {filtered ? 'Filters (on)' : 'Filters'}
      </Button>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: listRange ? 4 : 3, lg: listRange ? 8 : 6 }}>
      <TextInput
        label="Search"
        placeholder="Service, teacher, room"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          searchLater(event.currentTarget.value);
        }}
      />
      <NativeSelect
        label="Service"
        value={search.service ?? ''}
        onChange={(event) => set({ service: emptyToUndefined(event.currentTarget.value) })}
        data={[any, ...catalogue.services.map((s) => ({ value: s.id, label: s.name }))]}
      />
      <NativeSelect
        label="Staff"
        value={search.staff ?? ''}
        onChange={(event) => set({ staff: emptyToUndefined(event.currentTarget.value) })}
        data={[any, ...catalogue.staff.map((s) => ({ value: s.id, label: s.display_name }))]}
      />
      <NativeSelect
        label="Kind"
        value={search.kind ?? ''}
        onChange={(event) =>
          set({ kind: emptyToUndefined(event.currentTarget.value) as BookingSearch['kind'] })
        }
        data={[
          any,
          { value: 'group', label: 'Group sessions' },
          { value: 'private', label: 'Private appointments' },
        ]}
      />
      <NativeSelect
        label="Status"
        value={search.status ?? ''}
        onChange={(event) =>
          set({ status: emptyToUndefined(event.currentTarget.value) as BookingSearch['status'] })
        }
        data={[
          any,
          { value: 'scheduled', label: 'Scheduled' },
          { value: 'cancelled', label: 'Cancelled' },
          { value: 'completed', label: 'Completed' },
        ]}
      />
      {listRange && (
        <>
          <TextInput
            type="date"
            label="From"
            value={listRange.from ?? ''}
            onChange={(event) => set({ from: emptyToUndefined(event.currentTarget.value) })}
          />
          <TextInput
            type="date"
            label="To"
            value={listRange.to ?? ''}
            min={listRange.from}
            onChange={(event) => set({ to: emptyToUndefined(event.currentTarget.value) })}
          />
        </>
      )}
      <Button
        variant="subtle"
        disabled={!filtered}
        style={{ alignSelf: 'end' }}
        onClick={() => {
          setText('');
          set({
            q: undefined,
            service: undefined,
            staff: undefined,
            kind: undefined,
            status: undefined,
            from: undefined,
            to: undefined,
          });
        }}
      >
        Clear filters
      </Button>
    </SimpleGrid>
  );
}
