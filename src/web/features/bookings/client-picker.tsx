import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMembership } from '../tenancy/use-tenant';
import { clientSearchQuery } from './queries';

interface ClientPickerProps {
  value: string | null;
  onChange: (clientId: string | null, name: string | null) => void;
  error?: string;
  label?: string;
  /** False for a filter, which may name no client; a chosen one can then be cleared. */
  required?: boolean;
  /** The name of a client chosen before the picker showed (a filter's, from the address). */
  chosenName?: string | undefined;
}

type Choice = { value: string; label: string };

/**
 * Chooses one of the business's clients by typing part of their name: the database searches
 * (twenty at a time), so it stays quick with many thousands of clients.
 */
export function ClientPicker({
  value,
  onChange,
  error,
  label,
  required = true,
  chosenName,
}: ClientPickerProps) {
  const intl = useIntl();
  const { tenant } = useMembership();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [text] = useDebouncedValue(chosen?.label === search ? '' : search, 200);
  const { data = [], isFetching } = useQuery(clientSearchQuery(supabase, tenant.id, text));
  const choices: Choice[] = data.map((client) => ({
    value: client.id,
    label: client.email
      ? intl.formatMessage(
          { id: 'bookings.clientWithEmail' },
          { name: client.full_name, email: client.email },
        )
      : client.full_name,
  }));
  const shown = chosen ?? (value && chosenName ? { value, label: chosenName } : null);
  if (shown && !choices.some((choice) => choice.value === shown.value)) choices.unshift(shown);

  return (
    <Select
      label={label ?? intl.formatMessage({ id: 'bookings.client' })}
      placeholder={intl.formatMessage({ id: 'bookings.clientPlaceholder' })}
      required={required}
      clearable={!required}
      searchable
      value={value}
      data={choices}
      searchValue={search}
      onSearchChange={setSearch}
      // The database has already filtered by name.
      filter={({ options }) => options}
      nothingFoundMessage={intl.formatMessage({
        id: isFetching ? 'bookings.clientSearching' : 'bookings.clientNotFound',
      })}
      onChange={(id, option) => {
        setChosen(option ?? null);
        onChange(id, option ? option.label : null);
      }}
      error={error}
    />
  );
}
