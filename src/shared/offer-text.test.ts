import { describe, expect, it } from 'vitest';
import {
  cheapestOption,
  durationsText,
  formatMinutes,
  isFull,
  placesLeftText,
} from './offer-text.ts';

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
    expect([45, 60, 90, 120].map(formatMinutes)).toEqual(['45 min', '1 h', '1 h 30 min', '2 h']);
  });
});

describe('durationsText', () => {
  it('lists the variant lengths, shortest first, once each', () => {
    expect(
      durationsText({
        duration_minutes: 60,
        options: [option(7000, 60), option(4000, 30), option(9000, 90), option(7500, 60)],
      }),
    ).toBe('30 min, 1 h or 1 h 30 min');
  });

  it("uses the service's length for options without one, and when there are none", () => {
    expect(durationsText({ duration_minutes: 75, options: [option(1500)] })).toBe('1 h 15 min');
    expect(durationsText({ duration_minutes: 45, options: [] })).toBe('45 min');
  });
});

describe('placesLeftText', () => {
  it('counts the places left', () => {
    expect(placesLeftText({ capacity: 12, taken: 9, waitlist_count: 0 })).toBe('3 places left');
    expect(placesLeftText({ capacity: 12, taken: 11, waitlist_count: 0 })).toBe('1 place left');
  });

  it('says a session is full, with its waitlist', () => {
    expect(placesLeftText({ capacity: 4, taken: 4, waitlist_count: 0 })).toBe(
      'Full, join the waitlist',
    );
    expect(placesLeftText({ capacity: 4, taken: 4, waitlist_count: 2 })).toBe(
      'Full, join the waitlist · 2 waiting',
    );
    expect(placesLeftText({ capacity: 4, taken: 4, waitlist_count: 0 }, false)).toBe('Full');
  });
});

describe('isFull', () => {
  it('is full when every place is taken', () => {
    expect(isFull({ capacity: 4, taken: 4 })).toBe(true);
    expect(isFull({ capacity: 4, taken: 3 })).toBe(false);
  });
});
