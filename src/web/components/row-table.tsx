import { Table } from '@mantine/core';
import type { ListRowsProps } from './responsive-list';
import { useWindowRows } from './use-window-rows';

/** A list's rows as a table, for screens wide enough for its columns. */
export function RowTable<Row>({
  label,
  rows,
  rowKey,
  columns,
  striped = true,
  virtual,
  position,
}: ListRowsProps<Row>) {
  const { container, indexes, before, after, measure } = useWindowRows(rows.length, virtual);
  const spacer = (height: number) => height > 0 && <tr aria-hidden style={{ height }} />;
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table
        striped={striped}
        highlightOnHover
        verticalSpacing="xs"
        aria-label={label}
        aria-rowcount={position && position.total + 1}
      >
        <Table.Thead>
          <Table.Tr aria-rowindex={position && 1}>
            {columns.map((column, index) => (
              // Keyed by place: a header may be words that are not a string.
              <Table.Th key={index} ta={column.align} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={container}>
          {spacer(before)}
          {indexes.map((index) => {
            const row = rows[index] as Row;
            return (
              <Table.Tr
                key={rowKey(row)}
                data-index={index}
                ref={measure}
                aria-rowindex={position && position.first + index + 1}
              >
                {columns.map((column, index) => (
                  <Table.Td key={index} ta={column.align}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {spacer(after)}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
