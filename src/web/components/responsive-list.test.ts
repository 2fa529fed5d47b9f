import { describe, expect, it } from 'vitest';
import { cardPlace, type ListColumn } from './responsive-list';

const column = (card?: ListColumn<string>['card']): ListColumn<string> => ({
  header: 'Column',
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
