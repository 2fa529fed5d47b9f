import { Alert, Badge, Box, Center, Group, Pagination, Paper, Text } from '@mantine/core';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list';
import { dataErrorMessage } from '@/features/data/data-error';
import { TextLink } from '@/components/text-link';
import { entryAmount } from '@/features/desk/ledger-entry';
import { kindLabels, ledgerPageSize, methodLabels } from '@/features/desk/ledger-search';
import type { LedgerEntry } from '@/features/desk/queries';
import { formatDateTime } from '@/features/tenancy/format-time';
import type { Tenant } from '@/features/tenancy/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

const kindColours: Partial<Record<LedgerEntry['kind'], string>> = {
  payment: 'teal',
  refund: 'red',
  charge: 'blue',
  adjustment: 'gray',
};

function ledgerColumns(tenant: Tenant): ListColumn<LedgerEntry>[] {
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
      align: 'right',
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

interface LedgerTableProps {
  page: { rows: LedgerEntry[]; total: number };
  pageNumber: number;
  updating: boolean;
  onPage: (page: number) => void;
  error: Error | null;
}

export function LedgerTable({ page, pageNumber, updating, onPage, error }: LedgerTableProps) {
  const { tenant } = useMembership();
  const pages = Math.max(1, Math.ceil(page.total / ledgerPageSize));
  if (error) {
    return (
      <Alert color="red" title="The transactions could not be loaded">
        {dataErrorMessage(error)}
      </Alert>
    );
  }
  if (page.total === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Center>
          <Text c="dimmed">No transactions match these filters.</Text>
        </Center>
      </Paper>
    );
  }
  const first = (pageNumber - 1) * ledgerPageSize + 1;
  return (
    <section aria-labelledby="ledger-rows" aria-busy={updating}>
      <Group justify="space-between" mb="xs">
        <Text id="ledger-rows" component="h2" fw={700} fz="lg">
          Entries
        </Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {first}–{first + page.rows.length - 1} of {page.total}
        </Text>
      </Group>
      <Box style={{ opacity: updating ? 0.6 : 1 }}>
        <ResponsiveList
          label="Ledger entries"
          rows={page.rows}
          rowKey={(entry) => entry.id}
          columns={ledgerColumns(tenant)}
        />
      </Box>
      {pages > 1 && (
        <Center mt="md">
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(pageNumber, pages)}
            onChange={onPage}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? 'Previous page'
                  : control === 'next'
                    ? 'Next page'
                    : control,
            })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Center>
      )}
    </section>
  );
}
