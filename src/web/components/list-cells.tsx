import { ColorSwatch, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListColumn } from './list-columns';
import { StatusBadge } from './status-badge';

/** A record's name in a list, after the colour it has on calendars. */
export function SwatchName({ colour, children }: { colour: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ColorSwatch color={colour} size={12} aria-hidden style={{ flexShrink: 0 }} />
      {children}
    </Group>
  );
}

/** The Status column of records that are active or not (services, staff), beside a card's title. */
export function activeColumn<Row extends { active: boolean }>(): ListColumn<Row> {
  return {
    header: 'Status',
    card: 'aside',
    cell: (row) => (
      <StatusBadge color={row.active ? 'teal' : 'gray'}>
        {row.active ? 'Active' : 'Inactive'}
      </StatusBadge>
    ),
  };
}
