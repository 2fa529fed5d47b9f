import { Badge, Text } from '@mantine/core';
import { FormattedMessage, type IntlShape } from 'react-intl';
import type { ListColumn } from '@/components/responsive-list';
import { TextLink } from '@/components/text-link';
import { entryAmount } from '@/features/desk/ledger-entry';
import { kindWords, methodWords } from '@/features/desk/ledger-search';
import type { LedgerEntry } from '@/features/desk/queries';
import { formatDateTime } from '@/features/tenancy/format-time';
import type { Tenant } from '@/features/tenancy/queries';

const kindColours: Partial<Record<LedgerEntry['kind'], string>> = {
  payment: 'teal',
  refund: 'red',
  charge: 'blue',
  adjustment: 'gray',
};

/**
 * The business ledger's columns: when, who, what kind, how, how much, and its note, in the
 * reader's words (`intl`, the screen's useIntl()).
 */
export function ledgerColumns(tenant: Tenant, intl: IntlShape): ListColumn<LedgerEntry>[] {
  const when = (entry: LedgerEntry) => (
    <time dateTime={entry.created_at}>
      {formatDateTime(entry.created_at, tenant.time_zone, intl.locale)}
    </time>
  );
  return [
    {
      header: intl.formatMessage({ id: 'money.date' }),
      cell: when,
      // A phone's card says the method beside the date rather than on a line of its own.
      cardCell: (entry) =>
        entry.method ? (
          <FormattedMessage
            id="money.dateAndMethod"
            values={{
              date: when(entry),
              method: intl.formatMessage({ id: methodWords[entry.method] }),
            }}
          />
        ) : (
          when(entry)
        ),
    },
    {
      header: intl.formatMessage({ id: 'money.client' }),
      card: 'title',
      cell: (entry) => (
        <TextLink to="/t/clients/$clientId/" params={{ clientId: entry.client_id }}>
          {entry.client.full_name}
        </TextLink>
      ),
    },
    {
      header: intl.formatMessage({ id: 'money.kind' }),
      cell: (entry) => (
        <Badge
          variant="light"
          color={kindColours[entry.kind] ?? 'grape'}
          // Dark text: Mantine's light badges fall below 4.5:1 in some colours.
          c="dark.8"
        >
          {intl.formatMessage({ id: kindWords[entry.kind] })}
        </Badge>
      ),
    },
    {
      header: intl.formatMessage({ id: 'money.method' }),
      card: 'none',
      cell: (entry) => (entry.method ? intl.formatMessage({ id: methodWords[entry.method] }) : '—'),
    },
    {
      header: intl.formatMessage({ id: 'money.amount' }),
      align: 'end',
      card: 'aside',
      cell: (entry) => (
        <Text component="span" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {entryAmount(entry, intl)}
        </Text>
      ),
    },
    {
      header: intl.formatMessage({ id: 'money.note' }),
      cell: (entry) => (
        <Text size="sm" maw={260} truncate>
          {entry.note}
        </Text>
      ),
      cardCell: (entry) => entry.note || null,
    },
  ];
}
