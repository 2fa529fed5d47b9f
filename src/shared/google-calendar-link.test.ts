import { describe, expect, it } from 'vitest';
import { googleCalendarLink, utcStamp } from './google-calendar-link.ts';

describe('utcStamp', () => {
  it('writes the instant in UTC, whatever offset it came with', () => {
    expect(utcStamp('2026-06-30T09:00:00+01:00')).toBe('20260630T080000Z');
    expect(utcStamp('2026-12-31T23:30:15.250Z')).toBe('20261231T233015Z');
    expect(utcStamp('2026-03-29T01:30:00-04:00')).toBe('20260329T053000Z');
  });

  it('refuses what is not a date', () => {
    expect(() => utcStamp('tomorrow')).toThrow(RangeError);
  });
});

describe('googleCalendarLink', () => {
  it("fills Google's event template with the title, UTC dates, details and place", () => {
    const link = googleCalendarLink({
      title: 'Vinyasa Flow (Sunrise Yoga)',
      startsAt: '2026-06-30T18:30:00+01:00',
      endsAt: '2026-06-30T19:30:00+01:00',
      details: 'With Sam Staff',
      location: 'Studio 1, 12 River Lane',
    });
    expect(link).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE' +
        '&text=Vinyasa%20Flow%20(Sunrise%20Yoga)' +
        '&dates=20260630T173000Z/20260630T183000Z' +
        '&details=With%20Sam%20Staff' +
        '&location=Studio%201%2C%2012%20River%20Lane',
    );
    const url = new URL(link);
    expect(url.searchParams.get('text')).toBe('Vinyasa Flow (Sunrise Yoga)');
    expect(url.searchParams.get('dates')).toBe('20260630T173000Z/20260630T183000Z');
  });

  it('leaves out what there is none of, and keeps & and # in the words', () => {
    const link = googleCalendarLink({
      title: 'Stretch & Breathe #2',
      startsAt: '2026-01-05T12:00:00Z',
      endsAt: '2026-01-05T12:45:00Z',
      details: null,
      location: '',
    });
    const url = new URL(link);
    expect(url.searchParams.get('text')).toBe('Stretch & Breathe #2');
    expect(url.searchParams.has('details')).toBe(false);
    expect(url.searchParams.has('location')).toBe(false);
    expect(url.hash).toBe('');
  });
});
