import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { listSummary, pageCount } from './list-summary';

const clients = { one: 'client', many: 'clients' };
const english = wordsIn('en', 'en-GB');

describe('listSummary', () => {
  it('counts a list that fits on one page', () => {
    expect(listSummary(1, 50, 1, 1, clients, english)).toBe('1 client');
    expect(listSummary(1, 50, 7, 7, clients, english)).toBe('7 clients');
  });

  it('says which rows of a longer list a page holds, with thousands separated', () => {
    expect(listSummary(1, 100, 100, 1234, clients, english)).toBe('Showing 1–100 of 1,234 clients');
    expect(listSummary(13, 100, 34, 1234, clients, english)).toBe(
      'Showing 1,201–1,234 of 1,234 clients',
    );
  });

  it('writes numbers and places the nouns as the language does', () => {
    expect(listSummary(13, 100, 34, 1234, { one: 'Kunde', many: 'Kunden' }, wordsIn('de'))).toBe(
      '1.234 Kunden, davon 1.201–1.234 angezeigt',
    );
  });
});

describe('pageCount', () => {
  it('has at least one page and rounds up', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});
