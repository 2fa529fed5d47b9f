import { describe, expect, it } from 'vitest';
import { periodDays, presetPeriod, previousPeriod } from './report-period';

describe('report periods', () => {
  it('takes this week from the day the business starts its weeks on', () => {
    // Thursday 19 November 2026.
    expect(presetPeriod('week', '2026-11-19')).toEqual({ first: '2026-11-16', last: '2026-11-22' });
    expect(presetPeriod('week', '2026-11-19', 7)).toEqual({
      first: '2026-11-15',
      last: '2026-11-21',
    });
    // On the week's first day, that day starts it.
    expect(presetPeriod('week', '2026-11-16')).toEqual({ first: '2026-11-16', last: '2026-11-22' });
    expect(presetPeriod('week', '2026-11-22')).toEqual({ first: '2026-11-16', last: '2026-11-22' });
  });

  it('takes whole calendar months, quarters and years', () => {
    expect(presetPeriod('month', '2026-11-19')).toEqual({
      first: '2026-11-01',
      last: '2026-11-30',
    });
    expect(presetPeriod('month', '2028-02-10')).toEqual({
      first: '2028-02-01',
      last: '2028-02-29',
    });
    expect(presetPeriod('quarter', '2026-11-19')).toEqual({
      first: '2026-10-01',
      last: '2026-12-31',
    });
    expect(presetPeriod('quarter', '2026-01-01')).toEqual({
      first: '2026-01-01',
      last: '2026-03-31',
    });
    expect(presetPeriod('year', '2026-11-19')).toEqual({ first: '2026-01-01', last: '2026-12-31' });
  });

  it('compares with the whole period before, across the turn of a year', () => {
    expect(previousPeriod('week', { first: '2026-11-16', last: '2026-11-22' })).toEqual({
      first: '2026-11-09',
      last: '2026-11-15',
    });
    expect(previousPeriod('month', { first: '2026-03-01', last: '2026-03-31' })).toEqual({
      first: '2026-02-01',
      last: '2026-02-28',
    });
    expect(previousPeriod('month', { first: '2026-01-01', last: '2026-01-31' })).toEqual({
      first: '2025-12-01',
      last: '2025-12-31',
    });
    expect(previousPeriod('quarter', { first: '2026-01-01', last: '2026-03-31' })).toEqual({
      first: '2025-10-01',
      last: '2025-12-31',
    });
    expect(previousPeriod('year', { first: '2026-01-01', last: '2026-12-31' })).toEqual({
      first: '2025-01-01',
      last: '2025-12-31',
    });
  });

  it('compares two chosen days with as many days just before them', () => {
    const chosen = { first: '2026-03-01', last: '2026-03-10' };
    expect(periodDays(chosen)).toBe(10);
    expect(previousPeriod('custom', chosen)).toEqual({ first: '2026-02-19', last: '2026-02-28' });
    expect(previousPeriod('custom', { first: '2026-03-01', last: '2026-03-01' })).toEqual({
      first: '2026-02-28',
      last: '2026-02-28',
    });
  });

  it('counts days by the calendar, whatever a clock change does', () => {
    expect(periodDays({ first: '2026-03-01', last: '2026-03-31' })).toBe(31);
    expect(periodDays({ first: '2026-10-01', last: '2026-10-31' })).toBe(31);
  });
});
