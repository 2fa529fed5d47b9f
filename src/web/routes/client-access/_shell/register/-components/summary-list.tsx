import { Box, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/** What is being booked, as terms and details a screen reader reads as a description list. */
export function SummaryList({ items }: { items: [term: string, detail: ReactNode][] }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px' }}
    >
      {items.map(([term, detail]) => (
        <Fragment key={term}>
          <Text component="dt" c="dimmed" size="sm" pt={2}>
            {term}
          </Text>
          <Text component="dd" m={0}>
            {detail}
          </Text>
        </Fragment>
      ))}
    </Box>
  );
}
