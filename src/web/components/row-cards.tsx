import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { columnsAt, onCard, shows } from './list-columns';
import type { ListRowsProps } from './responsive-list';
import { useWindowRows } from './use-window-rows';

const gap = 10;

/** A list's rows as one card per row, for a phone: the key columns without sideways scrolling. */
export function RowCards<Row>({
  label,
  rows,
  rowKey,
  columns,
  virtual,
  position,
}: ListRowsProps<Row>) {
  const { container, indexes, before, after, measure } = useWindowRows(
    rows.length,
    virtual && { ...virtual, gap },
  );
  // A card's parts are keyed by their place in it: a header may be words that are not a string.
  const [title, aside, details, footer] = (['title', 'aside', 'detail', 'footer'] as const).map(
    (place) => columnsAt(columns, place),
  );
  const spacer = (height: number) =>
    height > 0 && <li aria-hidden style={{ height: height - gap }} />;
  return (
    <Stack
      ref={container}
      component="ul"
      gap={gap}
      p={0}
      m={0}
      aria-label={label}
      style={{ listStyle: 'none' }}
    >
      {spacer(before)}
      {indexes.map((index) => {
        const row = rows[index] as Row;
        return (
          <Paper
            component="li"
            key={rowKey(row)}
            data-index={index}
            ref={measure}
            aria-setsize={position?.total}
            aria-posinset={position && position.first + index}
            withBorder
            p="sm"
            radius="md"
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Box miw={0} style={{ overflowWrap: 'anywhere' }}>
                {title?.map((column, at) => (
                  <Box key={at}>{onCard(column, row)}</Box>
                ))}
              </Box>
              {aside && aside.length > 0 && (
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  {aside.map((column, at) => (
                    <Box key={at}>{onCard(column, row)}</Box>
                  ))}
                </Stack>
              )}
            </Group>
            {details && details.length > 0 && (
              <Stack gap={2} mt={6}>
                {details.map((column, at) => {
                  const content = onCard(column, row);
                  if (!shows(content)) return null;
                  return (
                    <Group key={at} gap={6} wrap="nowrap" align="baseline">
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
            {footer?.map((column, at) => {
              const content = onCard(column, row);
              return shows(content) ? (
                <Box key={at} mt="xs">
                  {content}
                </Box>
              ) : null;
            })}
          </Paper>
        );
      })}
      {spacer(after)}
    </Stack>
  );
}
