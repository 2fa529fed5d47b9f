import { Select } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { SearchStatusFilters } from '@/components/search-status-filters';
import type { ServiceListSearchParams } from '@/features/services/service-search';

const kinds = [
  { value: 'all', label: 'All kinds' },
  { value: 'group', label: 'Group' },
  { value: 'private', label: 'Private' },
];

/** Search by name, kind and status; each change is a new address, so it can be shared. */
export function ServiceFilters({ search }: { search: ServiceListSearchParams }) {
  const navigate = useNavigate({ from: '/t/services/' });
  const go = (changes: Partial<ServiceListSearchParams>) =>
    void navigate({ search: { ...search, ...changes, page: undefined }, replace: true });

  return (
    <SearchStatusFilters
      label="Search services"
      placeholder="Name"
      width={220}
      search={search}
      onChange={go}
    >
      <Select
        label="Kind"
        data={kinds}
        value={search.kind ?? 'all'}
        allowDeselect={false}
        onChange={(kind) => go({ kind: kind === 'group' || kind === 'private' ? kind : undefined })}
        w={140}
      />
    </SearchStatusFilters>
  );
}
