import { describe, expect, it } from 'vitest';
import { filtersOf, searchPattern, validateBookingSearch } from './booking-search';

describe('bookings search params', () => {
  it('keeps what is valid and drops what is not, never throwing', () => {
    expect(
      validateBookingSearch({
        view: 'week',
        date: '2026-02-30',
        service: 'not-a-uuid',
        staff: '3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b',
        status: 'cancelled',
        kind: 'party',
        q: 42,
        page: 0,
        size: 100,
        sort: 'fill',
      }),
    ).toEqual({
      view: 'week',
      date: undefined,
      service: undefined,
      staff: '3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b',
      status: 'cancelled',
      kind: undefined,
      q: '42',
      page: undefined,
      size: 100,
      sort: 'fill',
      from: undefined,
      to: undefined,
    });
    expect(validateBookingSearch({ view: 'year', size: 7 })).toMatchObject({
      view: undefined,
      size: undefined,
    });
  });

  it('trims the search text into the filters', () => {
    expect(filtersOf({ q: '  ' })).toMatchObject({ q: undefined });
    expect(filtersOf({ q: ' yin ', kind: 'group' })).toMatchObject({ q: 'yin', kind: 'group' });
  });

  it('makes search text safe for a PostgREST or-filter', () => {
    expect(searchPattern('flow, (studio) *1*')).toBe('*flow studio 1*');
    expect(searchPattern(' ,() ')).toBeNull();
  });
});
