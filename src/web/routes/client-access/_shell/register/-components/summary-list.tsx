import { Box, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/** What is being booked, as terms and details a screen reader reads as a description list. */
export function SummaryList({ items }: { items: [term: string, detail: ReactNode][] }) {
  return (
    <Box
      component="dl"
      m={0}
      // The details' column may shrink below a long word, which then wraps (German at 390 px).
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        gap: '6px 16px',
      }}
    >
      {items.map(([term, detail]) => (
        <Fragment key={term}>
          <Text component="dt" c="dimmed" size="sm" pt={2}>
            {term}
          </Text>
          {/* No word left alone on a last line: "7:00 AM to 8:00" then "AM" on a phone. */}
          <Text component="dd" m={0} style={{ textWrap: 'pretty', overflowWrap: 'break-word' }}>
            {detail}
          </Text>
        </Fragment>
      ))}
    </Box>
  );
}
