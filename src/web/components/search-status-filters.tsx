import { Group, SegmentedControl, TextInput } from '@mantine/core';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useTypedSearch } from './use-typed-search';

/** Which records a list shows; none said is the active ones only. */
export type ActiveStatus = 'active' | 'inactive' | 'all';

export interface SearchStatus {
  q?: string | undefined;
  status?: ActiveStatus | undefined;
}

const statusChoices = [
  { value: 'active', label: 'common.active' },
  { value: 'inactive', label: 'common.inactive' },
  { value: 'all', label: 'common.all' },
] as const satisfies { value: ActiveStatus; label: MessageId }[];

/** A status choice as a search param: the default (active) stays out of the address. */
export function statusOf(choice: string): ActiveStatus | undefined {
  return choice === 'inactive' || choice === 'all' ? choice : undefined;
}

/**
 * The filters of a list whose records can be made inactive: a search box, the screen's own
 * controls (`children`), and Active / Inactive / All. Changes come as search params, with
 * the defaults (no words, active) as `undefined`, so they stay out of the address.
 */
export function SearchStatusFilters({
  label,
  placeholder,
  width,
  search,
  onChange,
  children,
}: {
  /** The search box's label and placeholder, in the reader's words. */
  label: string;
  placeholder: string;
  /** The search box's width from the xs breakpoint up; below it, the whole row. */
  width: number;
  search: SearchStatus;
  onChange: (changes: SearchStatus) => void;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const words = useTypedSearch(search.q ?? '', (q) => onChange({ q: q.trim() || undefined }), 300);
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label={label}
        placeholder={placeholder}
        type="search"
        {...words.inputProps}
        w={{ base: '100%', xs: width }}
      />
      {children}
      <SegmentedControl
        aria-label={intl.formatMessage({ id: 'common.status' })}
        data={statusChoices.map(({ value, label }) => ({
          value,
          label: intl.formatMessage({ id: label }),
        }))}
        value={search.status ?? 'active'}
        onChange={(choice) => onChange({ status: statusOf(choice) })}
      />
    </Group>
  );
}
