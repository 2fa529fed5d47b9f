import { Button, Grid, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import {
  kindLabels,
  ledgerKinds,
  ledgerMethods,
  methodLabels,
  type LedgerSearch,
} from '@/features/desk/ledger-search';

interface LedgerFiltersProps {
  search: LedgerSearch;
  onChange: (change: Partial<LedgerSearch>) => void;
}

const kindOptions = ledgerKinds.map((kind) => ({ value: kind, label: kindLabels[kind] }));
const methodOptions = ledgerMethods.map((method) => ({
  value: method,
  label: methodLabels[method],
}));

/** The filters live in the address (search params), so a filtered ledger can be shared. */
export function LedgerFilters({ search, onChange }: LedgerFiltersProps) {
  const [text, setText] = useState(search.q ?? '');
  const sendText = useDebouncedCallback(
    (value: string) => onChange({ q: value.trim() || undefined }),
    300,
  );
  const filtered = Boolean(search.from || search.to || search.kind || search.method || search.q);
  return (
    <form
      role="search"
      aria-label="Filter transactions"
      onSubmit={(event) => event.preventDefault()}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 4, lg: 2 }}>
          <TextInput
            label="Client"
            placeholder="Name"
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              sendText(event.currentTarget.value);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 4, lg: 2 }}>
          <TextInput
            type="date"
            label="From"
            value={search.from ?? ''}
            max={search.to}
            onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 4, lg: 2 }}>
          <TextInput
            type="date"
            label="To"
            value={search.to ?? ''}
            min={search.from}
            onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 4, lg: 2 }}>
          <Select
            label="Kind"
            placeholder="Any kind"
            data={kindOptions}
            value={search.kind ?? null}
            clearable
            onChange={(value) => onChange({ kind: (value as LedgerSearch['kind']) ?? undefined })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 4, lg: 2 }}>
          <Select
            label="Method"
            placeholder="Any method"
            data={methodOptions}
            value={search.method ?? null}
            clearable
            onChange={(value) =>
              onChange({ method: (value as LedgerSearch['method']) ?? undefined })
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 4, lg: 2 }}>
          <Select
            label="Order"
            data={[
              { value: 'newest', label: 'Newest first' },
              { value: 'oldest', label: 'Oldest first' },
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
              setText('');
              onChange({
                from: undefined,
                to: undefined,
                kind: undefined,
                method: undefined,
                q: undefined,
              });
            }}
          >
            Clear filters
          </Button>
        </Group>
      )}
    </form>
  );
}
