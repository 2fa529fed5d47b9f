// The charts are drawn by @mantine/charts (Recharts), which only this screen loads: these
// imports, the stylesheet's included, live in the route's own modules, so the router's code
// splitting keeps them out of the rest of the app. Bar charts only: each other kind (a donut,
// a line) brings more of Recharts, and the screen's budget is 120 KiB (issue 36, point 9).
import '@mantine/charts/styles.css';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import { Box } from '@mantine/core';

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
