import { Box, Group, Paper, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Where a column's cell goes on a phone's card. */
export type CardPlace = 'title' | 'aside' | 'detail' | 'footer' | 'none';

export interface ListColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /**
   * On a phone: the card's title (the first column unless another says so), beside it
   * ('aside': an amount, a status), a labelled detail (the default), the card's last line
   * without a label ('footer': actions), or left out ('none': what the title already says).
   */
  card?: CardPlace;
  /** What the card shows instead of `cell`, when a phone needs it shorter; null leaves it out. */
  cardCell?: (row: Row) => ReactNode;
}

interface ResponsiveListProps<Row> {
  /** Names the table, or the list of cards, for assistive technology. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly ListColumn<Row>[];
  /** Table styling on wide screens. */
  striped?: boolean;
}

export function cardPlace<Row>(column: ListColumn<Row>, index: number): CardPlace {
  return column.card ?? (index === 0 ? 'title' : 'detail');
}

/** A column's content on a card: its card content if it has its own, else its cell. */
function onCard<Row>(column: ListColumn<Row>, row: Row): ReactNode {
  return (column.cardCell ?? column.cell)(row);
}

/**
 * Every list screen's rows: a table where there is room for its columns, one card per row
 * below the md breakpoint, so a phone shows the key columns without sideways scrolling. One
 * layout is rendered at a time (not both hidden by CSS), so each link and button exists once.
 */
export function ResponsiveList<Row>({
  label,
  rows,
  rowKey,
  columns,
  striped = true,
}: ResponsiveListProps<Row>) {
  const { breakpoints } = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${breakpoints.md})`, undefined, {
    getInitialValueInEffect: false,
  });
  if (!wide) return <RowCards label={label} rows={rows} rowKey={rowKey} columns={columns} />;
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table striped={striped} highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.align} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.align}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RowCards<Row>({
  label,
  rows,
  rowKey,
  columns,
}: Omit<ResponsiveListProps<Row>, 'striped'>) {
  const placed = (place: CardPlace) =>
    columns.filter((column, index) => cardPlace(column, index) === place);
  const [title, aside, details, footer] = [
    placed('title'),
    placed('aside'),
    placed('detail'),
    placed('footer'),
  ];
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Box miw={0} style={{ overflowWrap: 'anywhere' }}>
              {title.map((column) => (
                <Box key={column.header}>{onCard(column, row)}</Box>
              ))}
            </Box>
            {aside.length > 0 && (
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                {aside.map((column) => (
                  <Box key={column.header}>{onCard(column, row)}</Box>
                ))}
              </Stack>
            )}
          </Group>
          {details.length > 0 && (
            <Stack gap={2} mt={6}>
              {details.map((column) => {
                const content = onCard(column, row);
                if (content === null || content === '') return null;
                return (
                  <Group key={column.header} gap={6} wrap="nowrap" align="baseline">
                    <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                      {column.header}
                    </Text>
                    <Box fz="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
                      {content}
                    </Box>
                  </Group>
                );
              })}
            </Stack>
          )}
          {footer.map((column) => (
            <Box key={column.header} mt="xs">
              {onCard(column, row)}
            </Box>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
