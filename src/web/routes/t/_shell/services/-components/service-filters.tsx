import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ServiceListSearchParams } from '@/features/services/service-search';

/** Search by name, kind and status; each change is a new address, so it can be shared. */
export function ServiceFilters({ search }: { search: ServiceListSearchParams }) {
  const navigate = useNavigate({ from: '/t/services/' });
  const [words, setWords] = useState(search.q ?? '');
  const go = (changes: Partial<ServiceListSearchParams>) =>
    void navigate({ search: { ...search, ...changes, page: undefined }, replace: true });
  const searchFor = useDebouncedCallback((q: string) => go({ q: q.trim() || undefined }), 300);

  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label="Search services"
        placeholder="Name"
        type="search"
        value={words}
        onChange={(event) => {
          setWords(event.currentTarget.value);
          searchFor(event.currentTarget.value);
        }}
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        label="Kind"
        data={[
          { value: 'all', label: 'All kinds' },
          { value: 'group', label: 'Group' },
          { value: 'private', label: 'Private' },
        ]}
        value={search.kind ?? 'all'}
        allowDeselect={false}
        onChange={(kind) => go({ kind: kind === 'group' || kind === 'private' ? kind : undefined })}
        w={140}
      />
      <SegmentedControl
        aria-label="Status"
        data={[
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Inactive' },
          { value: 'all', label: 'All' },
        ]}
        value={search.status ?? 'active'}
        onChange={(status) =>
          go({ status: status === 'active' ? undefined : (status as 'inactive' | 'all') })
        }
      />
    </Group>
  );
}
