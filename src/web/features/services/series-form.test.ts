import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { countSessions, newSeriesForm, seriesProblems } from './series-form';

const en = wordsIn('en');

const today = '2026-06-01'; // a Monday

describe('series form', () => {
  it('starts today for eight weeks and counts its sessions', () => {
    const form = { ...newSeriesForm(today, 12), weekdays: ['1', '3'] };
    expect(form.lastDay).toBe('2026-07-26');
    expect(countSessions(form)).toBe(16);
    expect(seriesProblems(form, today, en)).toEqual({});
  });

  it('says what schedule_series would refuse', () => {
    const form = {
      ...newSeriesForm(today, 12),
      localStart: '',
      firstDay: '2026-05-31',
      lastDay: '2026-05-30',
      capacity: 0,
    };
    expect(seriesProblems(form, today, en)).toEqual({
      weekdays: 'Choose at least one weekday.',
      localStart: 'Enter a start time such as 18:00.',
      firstDay: 'The first day cannot be in the past.',
      lastDay: 'The last day cannot be before the first.',
      capacity: 'Enter 1 to 1000 places.',
    });
    const long = { ...newSeriesForm(today, 12), weekdays: ['7'], lastDay: '2027-06-03' };
    expect(seriesProblems(long, today, en)).toEqual({
      lastDay: 'A series runs for a year at most.',
    });
    expect(countSessions(long)).toBe(0);
  });
});
