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

  // A choice's options are its search param's own values.
  const choice = (
    name: 'balance' | 'status' | 'sort',
    label: string,
    data: { value: string; label: string }[],
    width: number,
  ) => (
    <Select
      label={label}
      data={data}
      value={search[name]}
      allowDeselect={false}
      onChange={(value) => value && onChange({ [name]: value })}
      w={{ base: '47%', sm: width }}
    />
  );

  return (
    <Group align="flex-end" gap="sm" role="search" aria-label="Find clients">
      <TextInput
        label="Search"
        description="The start of a name, email or phone"
        type="search"
        {...text.inputProps}
        w={{ base: '100%', sm: 280 }}
      />
      {choice('balance', 'Balance', balanceOptions, 170)}
      {choice('status', 'Status', statusOptions, 190)}
      <TextInput label="Tag" {...tag.inputProps} w={{ base: '47%', sm: 140 }} />
      {choice('sort', 'Sort by', sortOptions, 170)}
      <Checkbox
        label="Has credits or a pass"
        checked={search.credits}
        onChange={(event) => onChange({ credits: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
