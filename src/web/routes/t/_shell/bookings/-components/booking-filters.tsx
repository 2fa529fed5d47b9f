import { Button, NativeSelect, SimpleGrid, TextInput, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DateRangeFilter } from '@/components/date-range-filter';
import { useTypedSearch } from '@/components/use-typed-search';
import type { BookingSearch } from '@/features/bookings/booking-search';
import type { Catalogue } from '@/features/bookings/queries';
import type { MessageId } from '@shared/i18n/message-ids.ts';

interface BookingFiltersProps {
  catalogue: Catalogue;
  search: BookingSearch;
  /** The list's days (the calendar has its own): shown as date fields. */
  listRange?: { from?: string; to?: string };
}

type ChoiceFilter = 'service' | 'staff' | 'kind' | 'status';
type Option = { value: string; label: string };

/** The filters, kept in the address so a filtered view can be shared and survives a reload. */
export function BookingFilters({ catalogue, search, listRange }: BookingFiltersProps) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const any = { value: '', label: say('bookings.filterAny') };
  const kinds = [
    { value: 'group', label: say('bookings.filterGroupSessions') },
    { value: 'private', label: say('bookings.filterPrivateAppointments') },
  ];
  const statuses = [
    { value: 'scheduled', label: say('bookings.statusScheduled') },
    { value: 'cancelled', label: say('bookings.statusCancelled') },
    { value: 'completed', label: say('bookings.statusCompleted') },
  ];
  const navigate = useNavigate({ from: '/t/bookings/' });
  const set = (changes: Partial<BookingSearch>) =>
    void navigate({
      search: (previous) => ({ ...previous, ...changes, page: undefined }),
      replace: true,
    });
  const text = useTypedSearch(search.q ?? '', (q) => set({ q: q.trim() || undefined }), 300);
  const choices: { name: ChoiceFilter; label: string; options: Option[] }[] = [
    {
      name: 'service',
      label: say('bookings.service'),
      options: catalogue.services.map((s) => ({ value: s.id, label: s.name })),
    },
    {
      name: 'staff',
      label: say('bookings.staff'),
      options: catalogue.staff.map((s) => ({ value: s.id, label: s.display_name })),
    },
    { name: 'kind', label: say('bookings.kind'), options: kinds },
    { name: 'status', label: say('bookings.status'), options: statuses },
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
        {say(filtered ? 'bookings.filtersOn' : 'bookings.filters')}
      </Button>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: listRange ? 4 : 3, lg: listRange ? 8 : 6 }}>
      <TextInput
        label={say('bookings.search')}
        placeholder={say('bookings.searchPlaceholder')}
        {...text.inputProps}
      />
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
        {say('bookings.clearFilters')}
      </Button>
    </SimpleGrid>
  );
}
