import type { ReactNode } from 'react';

/** Where a column's cell goes on a phone's card. */
export type CardPlace = 'title' | 'aside' | 'detail' | 'footer' | 'none';

export interface ListColumn<Row> {
  /** The column's name in the reader's words: a string, or a `<FormattedMessage>`. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Where the cell's text sits in its line: amounts at its end, on the left in Arabic. */
  align?: 'start' | 'end';
  /**
   * On a phone: the card's title (the first column unless another says so), beside it
   * ('aside': an amount, a status), a labelled detail (the default), the card's last line
   * without a label ('footer': actions), or left out ('none': what the title already says).
   */
  card?: CardPlace;
  /** What the card shows instead of `cell`, when a phone needs it shorter; null leaves it out. */
  cardCell?: (row: Row) => ReactNode;
}

export function cardPlace<Row>(column: ListColumn<Row>, index: number): CardPlace {
  return column.card ?? (index === 0 ? 'title' : 'detail');
}

/** The columns that go to one place on a phone's card, in their order. */
export function columnsAt<Row>(columns: readonly ListColumn<Row>[], place: CardPlace) {
  return columns.filter((column, index) => cardPlace(column, index) === place);
}

/** A column's content on a card: its card content if it has its own, else its cell. */
export function onCard<Row>(column: ListColumn<Row>, row: Row): ReactNode {
  return (column.cardCell ?? column.cell)(row);
}

/** Whether a card has anything to show for a column: what React draws nothing for, or ''. */
export function shows(content: ReactNode): boolean {
  return (
    content !== null && content !== undefined && typeof content !== 'boolean' && content !== ''
  );
}
