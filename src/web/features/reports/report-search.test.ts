import { describe, expect, it } from 'vitest';
import {
  defaultReportSearch,
  reportAsks,
  reportSearch,
  searchPeriods,
  shownView,
  viewsFor,
} from './report-search';

describe('the reports search', () => {
  it('opens this month’s attendance, counting clients at risk after 30 days', () => {
    expect(defaultReportSearch).toEqual({ view: 'attendance', preset: 'month', days: 30 });
  });

  it('falls back to the default for anything malformed', () => {
    expect(
      reportSearch.parse({
        view: 'payroll',
        preset: 'fortnight',
        from: '2026-13-45',
        to: 'tomorrow',
        service: 'not-an-id',
        staff: 42,
        days: 400,
      }),
    ).toEqual(defaultReportSearch);
    const id = '3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b';
    expect(reportSearch.parse({ view: 'money', service: id, days: 90 })).toMatchObject({
      view: 'money',
      service: id,
      days: 90,
    });
  });

  it('shows staff their own attendance and the staff report only', () => {
    expect(viewsFor('owner')).toEqual(['attendance', 'money', 'clients', 'staff']);
    expect(viewsFor('admin')).toEqual(viewsFor('owner'));
    expect(viewsFor('staff')).toEqual(['attendance', 'staff']);
    expect(shownView('money', 'staff')).toBe('attendance');
    expect(shownView('staff', 'staff')).toBe('staff');
    expect(shownView('clients', 'admin')).toBe('clients');
  });

  it('names the period and the one before it', () => {
    expect(searchPeriods({ preset: 'quarter' }, '2026-11-19')).toEqual({
      current: { first: '2026-10-01', last: '2026-12-31' },
      previous: { first: '2026-07-01', last: '2026-09-30' },
    });
    expect(
      searchPeriods({ preset: 'custom', from: '2026-11-01', to: '2026-11-07' }, '2026-11-19'),
    ).toEqual({
      current: { first: '2026-11-01', last: '2026-11-07' },
      previous: { first: '2026-10-25', last: '2026-10-31' },
    });
    // Two days not yet chosen: this month's ends stand in.
    expect(searchPeriods({ preset: 'custom', from: '2026-11-10' }, '2026-11-19').current).toEqual({
      first: '2026-11-10',
      last: '2026-11-30',
    });
  });
});

describe('what the reports are asked', () => {
  const search = reportSearch.parse({
    preset: 'week',
    service: '3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b',
    staff: '9d1c7a52-0b8e-4c3f-8e21-6a4b5c7d8e9f',
    days: 60,
  });

  it('asks for the period and the one before, with the filters', () => {
    const asks = reportAsks(search, { tenantId: 't', role: 'admin', today: '2026-11-19' });
    expect(asks.current).toEqual({
      tenantId: 't',
      period: { first: '2026-11-16', last: '2026-11-22' },
      service: search.service,
      staff: search.staff,
      days: 60,
    });
    expect(asks.previous.period).toEqual({ first: '2026-11-09', last: '2026-11-15' });
  });

  it("asks for a staff member's own sessions, whoever the address names", () => {
    const asks = reportAsks(search, {
      tenantId: 't',
      role: 'staff',
      today: '2026-11-19',
      weekStart: 7,
    });
    expect(asks.current.staff).toBeUndefined();
    expect(asks.current.period).toEqual({ first: '2026-11-15', last: '2026-11-21' });
  });
});
