import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FigureColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures line up at the end of their cells; names at the start. */
  figure?: boolean;
}

interface FiguresTableProps<Row> {
  /** The table's caption, which also names its scrolling box. */
  caption: string;
  columns: FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The totals row's cells, one per column, when the table has one. */
  footer?: ReactNode[];
  /** Below this width the table scrolls sideways inside its own box, not the page. */
  minWidth?: number;
}

/**
 * The figures of a chart or a breakdown as a table: visible, copyable, and what a screen
 * reader reads (the charts beside it are hidden from them). Each row's first cell heads it.
 */
export function FiguresTable<Row>(props: FiguresTableProps<Row>) {
  const { caption, columns, rows, rowKey, footer, minWidth = 520 } = props;
  const align = (column: FigureColumn<Row>) => (column.figure ? 'end' : 'start');
  return (
    <Box
      role="region"
      aria-label={caption}
      // Reachable from the keyboard, so a phone's reader without a pointer can scroll it.
      tabIndex={0}
      style={{ overflowX: 'auto' }}
    >
      <Table miw={minWidth} striped verticalSpacing="xs" captionSide="top">
        <Table.Caption ta="start" fw={600} c="var(--mantine-color-text)">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={align(column)} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <Table.Th key={column.header} scope="row" fw={500}>
                    {column.cell(row)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.header} ta={align(column)}>
                    {column.cell(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              {footer.map((cell, index) =>
                index === 0 ? (
                  <Table.Th key={index} scope="row">
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={index} ta={columns[index]?.figure ? 'end' : 'start'}>
                    {cell}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Box>
  );
}
