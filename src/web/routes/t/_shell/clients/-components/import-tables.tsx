import { Badge, Box, Table, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImportRow, ReportLine } from '@/features/clients/client-import';
import type { MessageId } from '@shared/i18n/message-ids.ts';

// Large files: the rows with problems come first, and at most this many rows are drawn.
const shownRows = 300;

/** A box that scrolls on its own, reachable and scrollable from the keyboard. */
function ScrollBox({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      mah={360}
      style={{ overflow: 'auto', border: '1px solid var(--mantine-color-default-border)' }}
    >
      {children}
    </Box>
  );
}

export function ImportPreviewTable({ rows }: { rows: ImportRow[] }) {
  const intl = useIntl();
  const ordered = [...rows].sort(
    (a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0) || a.line - b.line,
  );
  return (
    <ScrollBox label={intl.formatMessage({ id: 'clients.previewLabel' })}>
      <Table stickyHeader verticalSpacing={6} fz="sm">
        <HeaderRow
          ids={[
            'clients.columnLine',
            'clients.columnName',
            'clients.columnEmail',
            'clients.columnCheck',
          ]}
        />
        <Table.Tbody>
          {ordered.slice(0, shownRows).map((row) => (
            <Table.Tr key={row.line}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>{row.full_name}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{row.email}</Table.Td>
              <Table.Td>
                {row.problems.length === 0 ? (
                  <Badge color="green" variant="dot">
                    <FormattedMessage id="clients.rowReady" />
                  </Badge>
                ) : (
                  <Text size="sm" c="red.9">
                    {row.problems.join(' ')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length > shownRows && (
        <Text size="sm" p="xs">
          <FormattedMessage id="clients.moreRows" values={{ count: rows.length - shownRows }} />
        </Text>
      )}
    </ScrollBox>
  );
}

export function ImportReportTable({ lines }: { lines: ReportLine[] }) {
  const intl = useIntl();
  const ordered = [...lines].sort(
    (a, b) => Number(a.outcome === 'created') - Number(b.outcome === 'created') || a.line - b.line,
  );
  return (
    <ScrollBox label={intl.formatMessage({ id: 'clients.reportLabel' })}>
      <Table stickyHeader verticalSpacing={6} fz="sm">
        <HeaderRow
          ids={[
            'clients.columnLine',
            'clients.columnName',
            'clients.columnResult',
            'clients.columnWhy',
          ]}
        />
        <Table.Tbody>
          {ordered.slice(0, shownRows).map((line) => (
            <Table.Tr key={line.line}>
              <Table.Td>{line.line}</Table.Td>
              <Table.Td>{line.full_name}</Table.Td>
              <Table.Td>
                <Badge color={line.outcome === 'created' ? 'green' : 'red'} variant="dot">
                  {line.outcome === 'created'
                    ? intl.formatMessage({ id: 'clients.rowCreated' })
                    : intl.formatMessage({ id: 'clients.rowSkipped' })}
                </Badge>
              </Table.Td>
              <Table.Td>{line.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {lines.length > shownRows && (
        <Text size="sm" p="xs">
          <FormattedMessage id="clients.moreRows" values={{ count: lines.length - shownRows }} />
        </Text>
      )}
    </ScrollBox>
  );
}

/** A table's column headings, in the reader's words. */
function HeaderRow({ ids }: { ids: MessageId[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {ids.map((id) => (
          <Table.Th key={id}>
            <FormattedMessage id={id} />
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
