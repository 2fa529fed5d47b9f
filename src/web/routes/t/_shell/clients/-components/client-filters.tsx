import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useTypedSearch } from '@/components/use-typed-search';
import type {
  BalanceFilter,
  ClientListSearch,
  ClientSort,
  StatusFilter,
} from '@/features/clients/client-list-search';

const balanceOptions: { value: BalanceFilter; label: string }[] = [
  { value: 'any', label: 'Any balance' },
  { value: 'owing', label: 'Owes money' },
  { value: 'in_credit', label: 'Money in credit' },
];
const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'Active and archived' },
];
const sortOptions: { value: ClientSort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'newest', label: 'Newest first' },
  { value: 'balance', label: 'Most owed first' },
];

/** Search, filters and sort of the client list; each change is a new address (search params). */
export function ClientFilters({
  search,
  onChange,
}: {
  search: ClientListSearch;
  onChange: (next: Partial<ClientListSearch>) => void;
}) {
  // What is typed shows at once; the list follows a moment after the typing stops.
  const text = useTypedSearch(search.q, (q) => onChange({ q }), 250);
  const tag = useTypedSearch(search.tag, (value) => onChange({ tag: value }), 250);

  return (
    <Group align="flex-end" gap="sm" role="search" aria-label="Find clients">
      <TextInput
        label="Search"
        description="The start of a name, email or phone"
        type="search"
        {...text.inputProps}
        w={{ base: '100%', sm: 280 }}
      />
      <Select
        label="Balance"
        data={balanceOptions}
        value={search.balance}
        allowDeselect={false}
        onChange={(value) => value && onChange({ balance: value as BalanceFilter })}
        w={{ base: '47%', sm: 170 }}
      />
      <Select
        label="Status"
        data={statusOptions}
        value={search.status}
        allowDeselect={false}
        onChange={(value) => value && onChange({ status: value as StatusFilter })}
        w={{ base: '47%', sm: 190 }}
      />
      <TextInput label="Tag" {...tag.inputProps} w={{ base: '47%', sm: 140 }} />
      <Select
        label="Sort by"
        data={sortOptions}
        value={search.sort}
        allowDeselect={false}
        onChange={(value) => value && onChange({ sort: value as ClientSort })}
        w={{ base: '47%', sm: 170 }}
      />
      <Checkbox
        label="Has credits or a pass"
        checked={search.credits}
        onChange={(event) => onChange({ credits: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
