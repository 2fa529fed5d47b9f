import { Button, NativeSelect, SimpleGrid, TextInput, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DateRangeFilter } from '@/components/date-range-filter';
import { useTypedSearch } from '@/components/use-typed-search';
import type { BookingSearch } from '@/features/bookings/booking-search';
import type { Catalogue } from '@/features/bookings/queries';

interface BookingFiltersProps {
  catalogue: Catalogue;
  search: BookingSearch;
  /** The list's days (the calendar has its own): shown as date fields. */
  listRange?: { from?: string; to?: string };
}

const any = { value: '', label: 'Any' };
const kinds = [
  { value: 'group', label: 'Group sessions' },
  { value: 'private', label: 'Private appointments' },
];
const statuses = [
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'completed', label: 'Completed' },
];
type ChoiceFilter = 'service' | 'staff' | 'kind' | 'status';

/** The filters, kept in the address so a filtered view can be shared and survives a reload. */
export function BookingFilters({ catalogue, search, listRange }: BookingFiltersProps) {
  const navigate = useNavigate({ from: '/t/bookings/' });
  const set = (changes: Partial<BookingSearch>) =>
    void navigate({
      search: (previous) => ({ ...previous, ...changes, page: undefined }),
      replace: true,
    });
  const text = useTypedSearch(search.q ?? '', (q) => set({ q: q.trim() || undefined }), 300);
  const choices: { name: ChoiceFilter; label: string; options: typeof kinds }[] = [
    {
      name: 'service',
      label: 'Service',
      options: catalogue.services.map((s) => ({ value: s.id, label: s.name })),
    },
    {
      name: 'staff',
      label: 'Staff',
      options: catalogue.staff.map((s) => ({ value: s.id, label: s.display_name })),
    },
    { name: 'kind', label: 'Kind', options: kinds },
    { name: 'status', label: 'Status', options: statuses },
  ];
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
      <TextInput label="Search" placeholder="Service, teacher, room" {...text.inputProps} />
      {choices.map(({ name, label, options }) => (
        <NativeSelect
          key={name}
          label={label}
          value={search[name] ?? ''}
          // The choices are the search schema's own values, and '' is "Any".
          onChange={(event) => set({ [name]: event.currentTarget.value || undefined })}
          data={[any, ...options]}
        />
      ))}
      {listRange && <DateRangeFilter range={listRange} onChange={set} />}
      <Button
        variant="subtle"
        disabled={!filtered}
        style={{ alignSelf: 'end' }}
        onClick={() => {
          text.clear();
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
