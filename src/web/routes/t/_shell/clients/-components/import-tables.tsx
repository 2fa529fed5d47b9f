import { Badge, Box, Table, Text } from '@mantine/core';
import type { ImportRow, ReportLine } from '@/features/clients/client-import';

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
  const ordered = [...rows].sort(
    (a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0) || a.line - b.line,
  );
  return (
    <ScrollBox label="Rows of the file">
      <Table stickyHeader verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Check</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ordered.slice(0, shownRows).map((row) => (
            <Table.Tr key={row.line}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>{row.full_name}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{row.email}</Table.Td>
              <Table.Td>
                {row.problems.length === 0 ? (
                  <Badge color="green" variant="dot">
                    Ready
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
          And {rows.length - shownRows} more rows.
        </Text>
      )}
    </ScrollBox>
  );
}

export function ImportReportTable({ lines }: { lines: ReportLine[] }) {
  const ordered = [...lines].sort(
    (a, b) => Number(a.outcome === 'created') - Number(b.outcome === 'created') || a.line - b.line,
  );
  return (
    <ScrollBox label="Import report">
      <Table stickyHeader verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>Why</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ordered.slice(0, shownRows).map((line) => (
            <Table.Tr key={line.line}>
              <Table.Td>{line.line}</Table.Td>
              <Table.Td>{line.full_name}</Table.Td>
              <Table.Td>
                <Badge color={line.outcome === 'created' ? 'green' : 'red'} variant="dot">
                  {line.outcome === 'created' ? 'Created' : 'Skipped'}
                </Badge>
              </Table.Td>
              <Table.Td>{line.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {lines.length > shownRows && (
        <Text size="sm" p="xs">
          And {lines.length - shownRows} more rows.
        </Text>
      )}
    </ScrollBox>
  );
}
