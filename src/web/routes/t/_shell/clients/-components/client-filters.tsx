import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { useIntl } from 'react-intl';
import { useTypedSearch } from '@/components/use-typed-search';
import type {
  BalanceFilter,
  ClientListSearch,
  ClientSort,
  StatusFilter,
} from '@/features/clients/client-list-search';

const balanceOptions: { value: BalanceFilter; label: MessageId }[] = [
  { value: 'any', label: 'clients.balanceAny' },
  { value: 'owing', label: 'clients.balanceOwing' },
  { value: 'in_credit', label: 'clients.balanceInCreditFilter' },
];
const statusOptions: { value: StatusFilter; label: MessageId }[] = [
  { value: 'active', label: 'clients.statusActive' },
  { value: 'archived', label: 'clients.statusArchived' },
  { value: 'all', label: 'clients.statusAll' },
];
const sortOptions: { value: ClientSort; label: MessageId }[] = [
  { value: 'name', label: 'clients.sortName' },
  { value: 'newest', label: 'clients.sortNewest' },
  { value: 'balance', label: 'clients.sortBalance' },
];

/** Search, filters and sort of the client list; each change is a new address (search params). */
export function ClientFilters({
  search,
  onChange,
}: {
  search: ClientListSearch;
  onChange: (next: Partial<ClientListSearch>) => void;
}) {
  const { formatMessage } = useIntl();
  // What is typed shows at once; the list follows a moment after the typing stops.
  const text = useTypedSearch(search.q, (q) => onChange({ q }), 250);
  const tag = useTypedSearch(search.tag, (value) => onChange({ tag: value }), 250);

  // A choice's options are its search param's own values.
  const choice = (
    name: 'balance' | 'status' | 'sort',
    label: string,
    options: { value: string; label: MessageId }[],
    width: number,
  ) => (
    <Select
      label={label}
      data={options.map((option) => ({
        value: option.value,
        label: formatMessage({ id: option.label }),
      }))}
      value={search[name]}
      allowDeselect={false}
      onChange={(value) => value && onChange({ [name]: value })}
      w={{ base: '47%', sm: width }}
    />
  );

  return (
    <Group
      align="flex-end"
      gap="sm"
      role="search"
      aria-label={formatMessage({ id: 'clients.filtersLabel' })}
    >
      <TextInput
        label={formatMessage({ id: 'clients.search' })}
        description={formatMessage({ id: 'clients.searchHint' })}
        type="search"
        {...text.inputProps}
        w={{ base: '100%', sm: 280 }}
      />
      {choice('balance', formatMessage({ id: 'clients.filterBalance' }), balanceOptions, 170)}
      {choice('status', formatMessage({ id: 'clients.filterStatus' }), statusOptions, 190)}
      <TextInput
        label={formatMessage({ id: 'clients.filterTag' })}
        {...tag.inputProps}
        w={{ base: '47%', sm: 140 }}
      />
      {choice('sort', formatMessage({ id: 'clients.sortBy' }), sortOptions, 170)}
      <Checkbox
        label={formatMessage({ id: 'clients.filterCredits' })}
        checked={search.credits}
        onChange={(event) => onChange({ credits: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
