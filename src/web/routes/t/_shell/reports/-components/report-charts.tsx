// The charts are drawn by @mantine/charts (Recharts), which only this screen loads: these
// imports, the stylesheet's included, live in the route's own modules, so the router's code
// splitting keeps them out of the rest of the app.
import '@mantine/charts/styles.css';
import { BarChart, DonutChart, type BarChartSeries } from '@mantine/charts';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';

// Every chart is hidden from screen readers: the table beside it has its figures.

interface BarsProps {
  data: Record<string, string | number>[];
  /** The key of each bar's name in `data`. */
  dataKey: string;
  series: BarChartSeries[];
  format: (value: number) => string;
  /** Percentages: an axis to 100. */
  percent?: boolean;
}

/** Bars side by side per name, with a legend when there is more than one kind. */
export function Bars({ data, dataKey, series, format, percent = false }: BarsProps) {
  return (
    <Box aria-hidden>
      <BarChart
        h={Math.max(200, 44 * data.length + 60)}
        data={data}
        dataKey={dataKey}
        series={series}
        orientation="vertical"
        withLegend={series.length > 1}
        valueFormatter={format}
        yAxisProps={{ width: 120 }}
        xAxisProps={percent ? { domain: [0, 100] } : {}}
        gridAxis="x"
        tooltipAnimationDuration={0}
      />
    </Box>
  );
}

interface DonutProps {
  data: { name: string; value: number; color: string }[];
  format: (value: number) => string;
}

/** Shares of a whole, each named beside the ring with its amount. */
export function Donut({ data, format }: DonutProps) {
  const intl = useIntl();
  return (
    <Group aria-hidden gap="md" wrap="nowrap" align="center">
      <DonutChart data={data} size={140} thickness={24} withTooltip={false} />
      <Stack gap={4}>
        {data.map((part) => (
          <Group key={part.name} gap={6} wrap="nowrap">
            <Box
              w={12}
              h={12}
              style={{
                borderRadius: 3,
                background: `var(--mantine-color-${part.color.replace('.', '-')})`,
              }}
            />
            <Text size="sm">
              {intl.formatMessage(
                { id: 'reports.chartPart' },
                { name: part.name, value: format(part.value) },
              )}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}

/** Mantine colours for the parts of a chart, in order. */
export const chartColours = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'pink.6',
  'lime.7',
];
