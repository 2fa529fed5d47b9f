import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { cancellationTerms as terms, windowText as window } from './cancellation-terms';

const en = wordsIn('en', 'en-GB');
const windowText = (minutes: number) => window(minutes, en);
const cancellationTerms = (input: Parameters<typeof terms>[0]) => terms(input, en);

describe('windowText', () => {
  it('says the window in days, hours and minutes', () => {
    expect(windowText(1440)).toBe('1 day');
    expect(windowText(2880)).toBe('2 days');
    expect(windowText(720)).toBe('12 hours');
    expect(windowText(60)).toBe('1 hour');
    expect(windowText(90)).toBe('1 hour 30 minutes');
    expect(windowText(45)).toBe('45 minutes');
    expect(windowText(0)).toBe('0 minutes');
  });
});

const base = {
  startsAt: '2026-12-01T19:00:00Z',
  windowMinutes: 720,
  feeMinor: 500,
  currency: 'GBP',
  zone: 'Europe/London',
  returns: 'credit' as const,
  priceMinor: 1500,
  now: new Date('2026-11-24T10:00:00Z'),
};

describe('cancellationTerms', () => {
  it('gives the free deadline in the business zone, what comes back and the late fee', () => {
    expect(cancellationTerms(base)).toEqual([
      'Cancel free of charge until Tue 1 Dec, 07:00 (12 hours before) and get your credit back.',
      'After that, a late cancellation costs £5.00 and nothing is given back.',
    ]);
  });

  it('names the price given back for a paid place, and no fee when there is none', () => {
    expect(cancellationTerms({ ...base, returns: 'money', feeMinor: 0 })).toEqual([
      'Cancel free of charge until Tue 1 Dec, 07:00 (12 hours before) and get the £15.00 back.',
      'After that, nothing is given back.',
    ]);
  });

  it('says when the session already starts inside the window', () => {
    expect(cancellationTerms({ ...base, now: new Date('2026-12-01T10:00:00Z') })).toEqual([
      'This starts in less than 12 hours, the cancellation window: if you cancel, a late cancellation costs £5.00 and nothing is given back.',
    ]);
  });
});

describe('in other languages', () => {
  it('says the window and the terms in whole sentences of the language', () => {
    expect(window(90, wordsIn('de'))).toBe('1 Stunde 30 Minuten');
    expect(window(2880, wordsIn('ar'))).toBe('يومان');
    expect(terms({ ...base, feeMinor: 0 }, wordsIn('de'))).toEqual([
      'Bis Di., 1. Dez., 07:00 (12 Stunden vorher) kostenlos stornieren und die Einheit zurückerhalten.',
      'Danach wird nichts erstattet.',
    ]);
  });
});
