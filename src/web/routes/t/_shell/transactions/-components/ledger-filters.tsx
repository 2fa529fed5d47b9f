import { Button, Grid, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { DateRangeFilter } from '@/components/date-range-filter';
import { useTypedSearch } from '@/components/use-typed-search';
import {
  kindWords,
  ledgerKinds,
  ledgerMethods,
  methodWords,
  type LedgerSearch,
} from '@/features/desk/ledger-search';

interface LedgerFiltersProps {
  search: LedgerSearch;
  onChange: (change: Partial<LedgerSearch>) => void;
}

/** The filters live in the address (search params), so a filtered ledger can be shared. */
export function LedgerFilters({ search, onChange }: LedgerFiltersProps) {
  const intl = useIntl();
  const choices = [
    {
      name: 'kind',
      label: intl.formatMessage({ id: 'money.kind' }),
      placeholder: intl.formatMessage({ id: 'money.anyKind' }),
      data: ledgerKinds.map((kind) => ({
        value: kind,
        label: intl.formatMessage({ id: kindWords[kind] }),
      })),
    },
    {
      name: 'method',
      label: intl.formatMessage({ id: 'money.method' }),
      placeholder: intl.formatMessage({ id: 'money.anyMethod' }),
      data: ledgerMethods.map((method) => ({
        value: method,
        label: intl.formatMessage({ id: methodWords[method] }),
      })),
    },
  ] as const;
  const text = useTypedSearch(
    search.q ?? '',
    (value) => onChange({ q: value.trim() || undefined }),
    300,
  );
  const filtered = Boolean(search.from || search.to || search.kind || search.method || search.q);
  return (
    <form
      role="search"
      aria-label={intl.formatMessage({ id: 'money.filterTransactions' })}
      onSubmit={(event) => event.preventDefault()}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 4, lg: 2 }}>
          <TextInput
            label={intl.formatMessage({ id: 'money.client' })}
            placeholder={intl.formatMessage({ id: 'money.clientPlaceholder' })}
            {...text.inputProps}
          />
        </Grid.Col>
        {/* Two columns of the grid, side by side at every width. */}
        <Grid.Col span={{ base: 12, md: 8, lg: 4 }}>
          <SimpleGrid cols={2} spacing="sm">
            <DateRangeFilter range={search} capFrom onChange={onChange} />
          </SimpleGrid>
        </Grid.Col>
        {choices.map(({ name, ...choice }) => (
          <Grid.Col key={name} span={{ base: 6, md: 4, lg: 2 }}>
            {/* The options are the search schema's own values. */}
            <Select
              {...choice}
              value={search[name] ?? null}
              clearable
              onChange={(value) => onChange({ [name]: value ?? undefined })}
            />
          </Grid.Col>
        ))}
        <Grid.Col span={{ base: 6, md: 4, lg: 2 }}>
          <Select
            label={intl.formatMessage({ id: 'money.order' })}
            data={[
              { value: 'newest', label: intl.formatMessage({ id: 'money.newestFirst' }) },
              { value: 'oldest', label: intl.formatMessage({ id: 'money.oldestFirst' }) },
            ]}
            value={search.sort ?? 'newest'}
            allowDeselect={false}
            onChange={(value) => onChange({ sort: value === 'oldest' ? 'oldest' : undefined })}
          />
        </Grid.Col>
      </Grid>
      {filtered && (
        <Group mt="sm">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              text.clear();
              onChange({
                from: undefined,
                to: undefined,
                kind: undefined,
                method: undefined,
                q: undefined,
              });
            }}
          >
            {intl.formatMessage({ id: 'money.clearFilters' })}
          </Button>
        </Group>
      )}
    </form>
  );
}
