import { describe, expect, it } from 'vitest';
import { cardPlace, columnsAt, onCard, shows, type ListColumn } from './list-columns';

const column = (card?: ListColumn<string>['card'], header = 'Column'): ListColumn<string> => ({
  header,
  cell: (row) => row,
  card,
});

describe('cardPlace', () => {
  it('makes the first column the title and the rest labelled details', () => {
    expect(cardPlace(column(), 0)).toBe('title');
    expect(cardPlace(column(), 1)).toBe('detail');
    expect(cardPlace(column(), 4)).toBe('detail');
  });

  it('keeps the place a column asks for', () => {
    expect(cardPlace(column('aside'), 2)).toBe('aside');
    expect(cardPlace(column('none'), 0)).toBe('none');
    expect(cardPlace(column('title'), 3)).toBe('title');
  });
});

describe('columnsAt', () => {
  it('keeps the order of the columns that go to one place', () => {
    const columns = [
      column(undefined, 'A'),
      column(undefined, 'B'),
      column('aside', 'C'),
      column(undefined, 'D'),
    ];
    expect(columnsAt(columns, 'detail').map((c) => c.header)).toEqual(['B', 'D']);
    expect(columnsAt(columns, 'title').map((c) => c.header)).toEqual(['A']);
    expect(columnsAt(columns, 'footer')).toEqual([]);
  });
});

describe('onCard', () => {
  it('shows the card content where a column has one, else its cell', () => {
    expect(onCard(column(), 'row')).toBe('row');
    expect(onCard({ ...column(), cardCell: (row: string) => row.toUpperCase() }, 'row')).toBe(
      'ROW',
    );
  });
});

describe('shows', () => {
  it('leaves out a line with nothing in it, but keeps a zero', () => {
    expect([null, undefined, false, true, ''].map(shows)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([0, 'Pass'].map(shows)).toEqual([true, true]);
  });
});
