import { Select } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { SearchStatusFilters } from '@/components/search-status-filters';
import type { ServiceListSearchParams } from '@/features/services/service-search';
import { useIntl } from 'react-intl';

/** Search by name, kind and status; each change is a new address, so it can be shared. */
export function ServiceFilters({ search }: { search: ServiceListSearchParams }) {
  const navigate = useNavigate({ from: '/t/services/' });
  const intl = useIntl();
  const kinds = [
    { value: 'all', label: intl.formatMessage({ id: 'services.allKinds' }) },
    { value: 'group', label: intl.formatMessage({ id: 'services.kindGroup' }) },
    { value: 'private', label: intl.formatMessage({ id: 'services.kindPrivate' }) },
  ];
  const go = (changes: Partial<ServiceListSearchParams>) =>
    void navigate({ search: { ...search, ...changes, page: undefined }, replace: true });

  return (
    <SearchStatusFilters
      label={intl.formatMessage({ id: 'services.searchLabel' })}
      placeholder={intl.formatMessage({ id: 'services.name' })}
      width={220}
      search={search}
      onChange={go}
    >
      <Select
        label={intl.formatMessage({ id: 'services.kind' })}
        data={kinds}
        value={search.kind ?? 'all'}
        allowDeselect={false}
        onChange={(kind) => go({ kind: kind === 'group' || kind === 'private' ? kind : undefined })}
        w={140}
      />
    </SearchStatusFilters>
  );
}
