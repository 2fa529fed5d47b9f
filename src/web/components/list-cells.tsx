import { ColorSwatch, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
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
    header: <FormattedMessage id="common.status" />,
    card: 'aside',
    cell: (row) => <ActiveBadge active={row.active} />,
  };
}

/** Whether a record is active, as a badge: "Active", "Inactive". */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <StatusBadge color={active ? 'teal' : 'gray'}>
      {active ? <FormattedMessage id="common.active" /> : <FormattedMessage id="common.inactive" />}
    </StatusBadge>
  );
}
