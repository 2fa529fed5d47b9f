import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ListColumn } from './list-columns';
import { RowCards } from './row-cards';
import { RowTable } from './row-table';
import type { WindowRowsOptions } from './use-window-rows';

export type { CardPlace, ListColumn } from './list-columns';

export interface ListRowsProps<Row> {
  /** Names the table, or the list of cards, for assistive technology. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly ListColumn<Row>[];
  /** Table styling on wide screens. */
  striped?: boolean;
  /** For long pages: only the rows near the screen are in the document. */
  virtual?: WindowRowsOptions;
  /** Where these rows sit in the whole list (1-based), for screen readers when it is paged. */
  position?: { first: number; total: number };
}

/**
 * Every list's rows: a table where there is room for its columns, one card per row below the
 * md breakpoint, so a phone shows the key columns without sideways scrolling. One layout is
 * rendered at a time (not both hidden by CSS), so each link and button exists once.
 */
export function ResponsiveList<Row>(props: ListRowsProps<Row>) {
  const { breakpoints } = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${breakpoints.md})`, undefined, {
    getInitialValueInEffect: false,
  });
  return wide ? <RowTable {...props} /> : <RowCards {...props} />;
}
