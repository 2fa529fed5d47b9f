// The charts are @mantine/charts' BarsList, which only this screen loads: the imports, the
// stylesheet's included, live in the route's own modules, so the router's code splitting keeps
// them out of the rest of the app. Its Recharts charts (BarChart and the rest) were tried and
// brought 138 KiB gzip of Recharts, Redux and d3 with even one kind, over the screen's budget
// of 120 KiB (issue 36, point 9); a list of bars drawn with the UI kit's own boxes says what
// these reports need to (how the names compare on one figure) for a few KiB.
import '@mantine/charts/styles.css';
import { BarsList } from '@mantine/charts';
import { Box } from '@mantine/core';

interface BarsProps {
  data: { name: string; value: number }[];
  format: (value: number) => string;
  /** The headings over the names and over the values. */
  barsLabel: string;
  valueLabel: string;
  color?: string;
}

/**
 * One figure by name, as bars as long as their share of the largest. Hidden from screen
 * readers: the table beside it has the same figures, and more.
 */
export function Bars({ data, format, barsLabel, valueLabel, color = 'blue.2' }: BarsProps) {
  return (
    <Box aria-hidden>
      <BarsList
        data={data}
        valueFormatter={format}
        barsLabel={barsLabel}
        valueLabel={valueLabel}
        barColor={color}
        // Dark text on a light bar: over 7:1 whatever the colour.
        barTextColor="dark.8"
        minBarSize={4}
        // A name longer than its bar runs on past it, on one line.
        styles={{ barLabel: { whiteSpace: 'nowrap', overflow: 'visible' } }}
      />
    </Box>
  );
}
