import {
  Alert,
  Badge,
  Center,
  Group,
  Pagination,
  Paper,
  ScrollArea,
  Table,
  Text,
} from '@mantine/core';
import { dataErrorMessage } from '../../../../../features/data/data-error';
import { LedgerCards } from './ledger-cards';
import { TextLink } from '../../../../../components/text-link';
import { entryAmount } from '../../../../../features/desk/ledger-entry';
import {
  kindLabels,
  ledgerPageSize,
  methodLabels,
} from '../../../../../features/desk/ledger-search';
import type { LedgerEntry } from '../../../../../features/desk/queries';
import { formatDateTime } from '../../../../../features/tenancy/format-time';
import { useMembership } from '../../../../../features/tenancy/use-tenant';

const kindColours: Partial<Record<LedgerEntry['kind'], string>> = {
  payment: 'teal',
  refund: 'red',
  charge: 'blue',
  adjustment: 'gray',
};

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
      <LedgerCards rows={page.rows} tenant={tenant} />
      <ScrollArea type="auto" visibleFrom="sm" style={{ opacity: updating ? 0.6 : 1 }}>
        <Table striped highlightOnHover miw={720} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Client</Table.Th>
              <Table.Th scope="col">Kind</Table.Th>
              <Table.Th scope="col">Method</Table.Th>
              <Table.Th scope="col" ta="right">
                Amount
              </Table.Th>
              <Table.Th scope="col">Note</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.rows.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  <time dateTime={entry.created_at}>
                    {formatDateTime(entry.created_at, tenant.time_zone)}
                  </time>
                </Table.Td>
                <Table.Td>
                  <TextLink to="/t/clients/$clientId/" params={{ clientId: entry.client_id }}>
                    {entry.client.full_name}
                  </TextLink>
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={kindColours[entry.kind] ?? 'grape'}
                    // Dark text: Mantine's light badges fall below 4.5:1 in some colours.
                    c="dark.8"
                  >
                    {kindLabels[entry.kind]}
                  </Badge>
                </Table.Td>
                <Table.Td>{entry.method ? methodLabels[entry.method] : '—'}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {entryAmount(entry, tenant.locale)}
                </Table.Td>
                <Table.Td maw={260}>
                  <Text size="sm" truncate>
                    {entry.note}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
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
