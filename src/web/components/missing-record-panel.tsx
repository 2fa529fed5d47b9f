import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { productName } from '../product-name';

interface MissingRecordPanelProps {
  /** What was asked for, such as "This service". */
  what: string;
  /** The way back, usually a link to the list. */
  back: ReactNode;
}

/**
 * A detail screen whose record is gone, belongs to another business or never existed: row-level
 * security makes these look the same, so the message covers all three.
 */
export function MissingRecordPanel({ what, back }: MissingRecordPanelProps) {
  return (
    <Stack align="flex-start">
      <title>{`Not found · ${productName}`}</title>
      <Title order={1}>{what} was not found</Title>
      <Text maw={680}>
        It may have been removed or belong to another business, or the link may be mistyped.
      </Text>
      {back}
    </Stack>
  );
}
