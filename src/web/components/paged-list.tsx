import { ListResults, type ListResultsProps } from './list-results';
import { ResponsiveList, type ListRowsProps } from './responsive-list';

export type PagedListProps<Row> = Omit<ListResultsProps<Row>, 'children'> & {
  /** How the page's rows show: their label, key and columns (a table, or cards on a phone). */
  rows: Omit<ListRowsProps<Row>, 'rows' | 'position'>;
};

/** A screen's paged list: ListResults' states and pager around ResponsiveList's rows. */
export function PagedList<Row>({ rows: show, ...frame }: PagedListProps<Row>) {
  return (
    <ListResults {...frame}>
      {(rows, position) => <ResponsiveList {...show} rows={rows} position={position} />}
    </ListResults>
  );
}
