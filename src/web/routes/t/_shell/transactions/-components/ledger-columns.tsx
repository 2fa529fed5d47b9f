import { Badge, Text } from '@mantine/core';
import type { ListColumn } from '@/components/responsive-list';
import { TextLink } from '@/components/text-link';
import { entryAmount } from '@/features/desk/ledger-entry';
import { kindLabels, methodLabels } from '@/features/desk/ledger-search';
import type { LedgerEntry } from '@/features/desk/queries';
import { formatDateTime } from '@/features/tenancy/format-time';
import type { Tenant } from '@/features/tenancy/queries';

const kindColours: Partial<Record<LedgerEntry['kind'], string>> = {
  payment: 'teal',
  refund: 'red',
  charge: 'blue',
  adjustment: 'gray',
};

/** The business ledger's columns: when, who, what kind, how, how much, and its note. */
export function ledgerColumns(tenant: Tenant): ListColumn<LedgerEntry>[] {
  return [
    {
      header: 'Date',
      cell: (entry) => (
        <time dateTime={entry.created_at}>
          {formatDateTime(entry.created_at, tenant.time_zone)}
        </time>
      ),
      // A phone's card says the method beside the date rather than on a line of its own.
      cardCell: (entry) => (
        <>
          <time dateTime={entry.created_at}>
            {formatDateTime(entry.created_at, tenant.time_zone)}
          </time>
          {entry.method ? ` · ${methodLabels[entry.method]}` : ''}
        </>
      ),
    },
    {
      header: 'Client',
      card: 'title',
      cell: (entry) => (
        <TextLink to="/t/clients/$clientId/" params={{ clientId: entry.client_id }}>
          {entry.client.full_name}
        </TextLink>
      ),
    },
    {
      header: 'Kind',
      cell: (entry) => (
        <Badge
          variant="light"
          color={kindColours[entry.kind] ?? 'grape'}
          // Dark text: Mantine's light badges fall below 4.5:1 in some colours.
          c="dark.8"
        >
          {kindLabels[entry.kind]}
        </Badge>
      ),
    },
    {
      header: 'Method',
      card: 'none',
      cell: (entry) => (entry.method ? methodLabels[entry.method] : '—'),
    },
    {
      header: 'Amount',
      align: 'end',
      card: 'aside',
      cell: (entry) => (
        <Text component="span" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {entryAmount(entry, tenant.locale)}
        </Text>
      ),
    },
    {
      header: 'Note',
      cell: (entry) => (
        <Text size="sm" maw={260} truncate>
          {entry.note}
        </Text>
      ),
      cardCell: (entry) => entry.note || null,
    },
  ];
}
