import { describe, expect, it } from 'vitest';
import { ledgerFilter, ledgerSearchSchema, searchText } from './ledger-search';

describe('ledgerSearchSchema', () => {
  it('keeps good filters and drops malformed ones instead of failing', () => {
    expect(
      ledgerSearchSchema.parse({ from: '2026-11-01', kind: 'refund', method: 'cash', page: 2 }),
    ).toEqual({ from: '2026-11-01', kind: 'refund', method: 'cash', page: 2 });
    expect(
      ledgerSearchSchema.parse({ from: 'yesterday', kind: 'gift', page: 0, sort: 'sideways' }),
    ).toEqual({});
  });
});

describe('searchText', () => {
  it('drops the characters that are wildcards or separators in a filter', () => {
    expect(searchText('  Chris  ')).toBe('Chris');
    expect(searchText('50%_off,(x)*')).toBe('50 off x');
    expect(searchText(undefined)).toBe('');
  });
});

describe('ledgerFilter', () => {
  it("turns the business's local days into the instants that bound them", () => {
    const filter = ledgerFilter(
      { from: '2026-03-29', to: '2026-03-29', kind: 'payment', q: 'ann' },
      'Europe/London',
    );
    // The day the clocks go forward in London is 23 hours long.
    expect(filter).toEqual({
      from: '2026-03-29T00:00:00.000Z',
      to: '2026-03-29T23:00:00.000Z',
      kind: 'payment',
      method: null,
      search: 'ann',
    });
  });

  it('leaves the range open without dates', () => {
    expect(ledgerFilter({}, 'Asia/Tokyo')).toMatchObject({ from: null, to: null });
  });
});
