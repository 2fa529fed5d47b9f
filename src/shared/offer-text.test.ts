import { describe, expect, it } from 'vitest';
import {
  cheapestOption,
  durationsText,
  formatMinutes,
  isFull,
  placesLeftText,
} from './offer-text.ts';
import { wordsIn } from './i18n/static-words.ts';

const en = wordsIn('en');

const option = (price: number, minutes: number | null = null) => ({
  id: `option-${price}`,
  price_minor: price,
  duration_minutes: minutes,
});

describe('cheapestOption', () => {
  it('finds the lowest price', () => {
    expect(cheapestOption([option(7000), option(4000), option(12000)])?.price_minor).toBe(4000);
  });

  it('has none without options', () => {
    expect(cheapestOption([])).toBeUndefined();
  });
});

describe('formatMinutes', () => {
  it('writes minutes, hours, and both', () => {
    const lengths = [45, 60, 90, 120];
    expect(lengths.map((minutes) => formatMinutes(minutes, en))).toEqual([
      '45 min',
      '1 h',
      '1 h 30 min',
      '2 h',
    ]);
    expect(lengths.map((minutes) => formatMinutes(minutes, wordsIn('de')))).toEqual([
      '45 Min.',
      '1 Std.',
      '1 Std. 30 Min.',
      '2 Std.',
    ]);
  });

  it('counts in Arabic with the forms its numbers take', () => {
    expect(
      [1, 2, 5, 45, 60, 90, 120].map((minutes) => formatMinutes(minutes, wordsIn('ar'))),
    ).toEqual([
      'دقيقة واحدة',
      'دقيقتان',
      '5 دقائق',
      '45 دقيقة',
      'ساعة',
      'ساعة و30 دقيقة',
      'ساعتان',
    ]);
  });
});

describe('durationsText', () => {
  it('lists the variant lengths, shortest first, once each', () => {
    expect(
      durationsText(
        {
          duration_minutes: 60,
          options: [option(7000, 60), option(4000, 30), option(9000, 90), option(7500, 60)],
        },
        wordsIn('en', 'en-GB'),
      ),
    ).toBe('30 min, 1 h or 1 h 30 min');
    expect(
      durationsText(
        { duration_minutes: 60, options: [option(4000, 30), option(7000, 60)] },
        wordsIn('es'),
      ),
    ).toBe('30 min o 1 h');
  });

  it("uses the service's length for options without one, and when there are none", () => {
    expect(durationsText({ duration_minutes: 75, options: [option(1500)] }, en)).toBe('1 h 15 min');
    expect(durationsText({ duration_minutes: 45, options: [] }, en)).toBe('45 min');
  });
});

describe('placesLeftText', () => {
  it('counts the places left', () => {
    expect(placesLeftText({ capacity: 12, taken: 9, waitlist_count: 0 }, true, en)).toBe(
      '3 places left',
    );
    expect(placesLeftText({ capacity: 12, taken: 11, waitlist_count: 0 }, true, en)).toBe(
      '1 place left',
    );
  });

  it('counts places in each language with its plural forms', () => {
    const left = (count: number, locale: 'de' | 'es' | 'ar') =>
      placesLeftText(
        { capacity: 200, taken: 200 - count, waitlist_count: 0 },
        true,
        wordsIn(locale),
      );
    expect([1, 3].map((count) => left(count, 'de'))).toEqual(['1 Platz frei', '3 Plätze frei']);
    expect([1, 3].map((count) => left(count, 'es'))).toEqual(['Queda 1 plaza', 'Quedan 3 plazas']);
    expect([1, 2, 3, 11, 100].map((count) => left(count, 'ar'))).toEqual([
      'بقي مكان واحد',
      'بقي مكانان',
      'بقيت 3 أماكن',
      'بقي 11 مكانًا',
      'بقي 100 مكان',
    ]);
  });

  it('says a session is full, with its waitlist', () => {
    expect(placesLeftText({ capacity: 4, taken: 4, waitlist_count: 0 }, true, en)).toBe(
      'Full, join the waitlist',
    );
    expect(placesLeftText({ capacity: 4, taken: 4, waitlist_count: 2 }, true, en)).toBe(
      'Full, join the waitlist · 2 waiting',
    );
    expect(placesLeftText({ capacity: 4, taken: 4, waitlist_count: 0 }, false, en)).toBe('Full');
  });
});

describe('isFull', () => {
  it('is full when every place is taken', () => {
    expect(isFull({ capacity: 4, taken: 4 })).toBe(true);
    expect(isFull({ capacity: 4, taken: 3 })).toBe(false);
  });
});
