import { Box, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { weekdayName, weekOrder } from '@shared/weekdays.ts';
import { heatmapGrid, hourName, utilisation } from '@/features/reports/report-figures';
import type { HeatmapCell } from '@/features/reports/report-shapes';
import { percentStyle } from './headline-figures';

// The fullest cell is a light enough blue for dark text (over 7:1): the colour only adds to
// the number written in the cell.
const shade = (percent: number) =>
  `rgba(34, 139, 230, ${(0.08 + (0.42 * Math.min(percent, 100)) / 100).toFixed(2)})`;

/**
 * Utilisation by weekday and hour of the start as a table: weekdays down (in the order the
 * business's language runs its week), hours across, each cell's utilisation written in it and
 * shown by its colour.
 */
export function HeatmapTable({ cells }: { cells: readonly HeatmapCell[] }) {
  const intl = useIntl();
  const grid = heatmapGrid(cells, weekOrder(intl.locale));
  const percent = percentStyle(intl);
  const caption = intl.formatMessage({ id: 'reports.byWeekdayHour' });
  return (
    <Box role="region" aria-label={caption} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table
        captionSide="top"
        withTableBorder
        withColumnBorders
        verticalSpacing={6}
        horizontalSpacing={6}
        fz="sm"
      >
        <Table.Caption ta="start" fw={600} c="var(--mantine-color-text)">
          {caption}
          <Text component="span" display="block" size="sm" c="dimmed" fw={400}>
            {intl.formatMessage({ id: 'reports.heatmapIntro' })}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{intl.formatMessage({ id: 'reports.weekday' })}</Table.Th>
            {grid.hours.map((hour) => (
              <Table.Th key={hour} scope="col" ta="center" style={{ whiteSpace: 'nowrap' }}>
                {hourName(hour, intl.locale)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grid.rows.map((row) => (
            <Table.Tr key={row.weekday}>
              <Table.Th scope="row">{weekdayName(row.weekday, intl.locale, 'short')}</Table.Th>
              {row.cells.map((cell, index) => {
                const share = cell && utilisation(cell);
                return (
                  <Table.Td
                    key={grid.hours[index]}
                    ta="center"
                    title={
                      cell
                        ? intl.formatMessage(
                            { id: 'reports.heatmapCell' },
                            { sessions: cell.sessions, booked: cell.booked, offered: cell.offered },
                          )
                        : undefined
                    }
                    style={
                      share === null || share === undefined
                        ? undefined
                        : { background: shade(share), color: 'var(--mantine-color-black)' }
                    }
                  >
                    {share === null || share === undefined ? '' : percent.value(share)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
