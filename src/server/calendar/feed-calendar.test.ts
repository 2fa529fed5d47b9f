import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../shared/i18n/static-words.ts';
import {
  calendarFilename,
  feedCalendar,
  singleEventCalendar,
  type CalendarEventRow,
  type CalendarFeed,
} from './feed-calendar.ts';

const business = {
  name: 'Sunrise Yoga',
  slug: 'sunrise',
  time_zone: 'Europe/London',
  address: '1 River Lane',
  locale: 'en',
};

const flow: CalendarEventRow = {
  uid: 'e1',
  sequence: 3,
  starts_at: '2026-06-30T08:00:00+00:00',
  ends_at: '2026-06-30T09:00:00+00:00',
  service: 'Vinyasa Flow',
  private: false,
  staff: 'Sam Staff',
  location: null,
  tentative: false,
  client: null,
  booked: 7,
};

const options = {
  host: 'book.example.com',
  now: new Date('2026-06-01T10:00:00Z'),
  words: wordsIn('en'),
};

/** The lines of the one VEVENT with the given UID (folded lines unfolded). */
function eventLines(ics: string, uid: string): string[] {
  const unfolded = ics.replaceAll('\r\n ', '');
  const events = unfolded.split('BEGIN:VEVENT\r\n').slice(1);
  const event = events.find(
    (text) => text.includes(`\r\nUID:${uid}\r\n`) || text.startsWith(`UID:${uid}\r\n`),
  );
  return (event?.split('END:VEVENT')[0] ?? '').split('\r\n').filter(Boolean);
}

describe('feedCalendar', () => {
  const feed: CalendarFeed = {
    business,
    owner: 'client',
    locale: 'en',
    name: 'Chris Client',
    events: [
      flow,
      {
        ...flow,
        uid: 'e2',
        sequence: 0,
        service: 'Private Yoga',
        private: true,
        staff: null,
        location: 'Room 2',
        tentative: true,
        // British summer time ends on 25 October: 09:00 there is 09:00 UTC.
        starts_at: '2026-10-26T09:00:00Z',
        ends_at: '2026-10-26T10:00:00Z',
      },
    ],
  };
  const ics = feedCalendar(feed, options);

  it('is a published calendar named for the person, refreshed hourly, in the business zone', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(ics).toContain("\r\nX-WR-CALNAME:Sunrise Yoga: Chris Client's bookings\r\n");
    expect(ics).toContain('\r\nX-WR-TIMEZONE:Europe/London\r\n');
    expect(ics).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(ics.match(/BEGIN:VTIMEZONE\r\nTZID:Europe\/London/g)).toHaveLength(1);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it("writes each place with the emailed .ics's UID and sequence, on the business's wall clock", () => {
    expect(eventLines(ics, 'e1@book.example.com')).toEqual(
      expect.arrayContaining([
        'SEQUENCE:3',
        'DTSTART;TZID=Europe/London:20260630T090000',
        'DTEND;TZID=Europe/London:20260630T100000',
        'SUMMARY:Vinyasa Flow (Sunrise Yoga)',
        'LOCATION:1 River Lane',
        'DESCRIPTION:With Sam Staff',
        'STATUS:CONFIRMED',
      ]),
    );
    const held = eventLines(ics, 'e2@book.example.com');
    expect(held).toEqual(
      expect.arrayContaining([
        'SEQUENCE:0',
        'DTSTART;TZID=Europe/London:20261026T090000',
        'LOCATION:Room 2',
        'STATUS:TENTATIVE',
      ]),
    );
    expect(held.some((line) => line.startsWith('DESCRIPTION'))).toBe(false);
  });

  it("names a staff member's sessions by who comes", () => {
    const staff = feedCalendar(
      {
        business,
        owner: 'staff',
        locale: 'en',
        name: 'Sam Staff',
        events: [
          { ...flow, uid: 'b1' },
          { ...flow, uid: 'b2', service: 'Private Yoga', private: true, client: 'Chris Client' },
        ],
      },
      options,
    );
    expect(staff).toContain("X-WR-CALNAME:Sunrise Yoga: Sam Staff's sessions");
    expect(eventLines(staff, 'b1@book.example.com')).toEqual(
      expect.arrayContaining(['SUMMARY:Vinyasa Flow', 'DESCRIPTION:7 booked']),
    );
    expect(eventLines(staff, 'b2@book.example.com')).toEqual(
      expect.arrayContaining(['SUMMARY:Private Yoga', 'DESCRIPTION:With Chris Client']),
    );
  });

  it('is a valid empty calendar when there is nothing booked', () => {
    const empty = feedCalendar({ ...feed, events: [] }, options);
    expect(empty).toContain('X-WR-CALNAME');
    expect(empty).not.toContain('BEGIN:VEVENT');
    expect(empty.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });

  it("escapes a business's own words", () => {
    const odd = feedCalendar(
      {
        ...feed,
        business: { ...business, name: 'Yoga; Pilates, & more' },
        events: [{ ...flow, service: 'Flow, slow; deep\nstretch' }],
      },
      options,
    );
    expect(odd).toContain('SUMMARY:Flow\\, slow\\; deep\\nstretch (Yoga\\; Pilates\\, & more)');
  });
});

describe('a feed in its person’s language', () => {
  it('names the calendar and words each event in German or Arabic', () => {
    const german = feedCalendar(
      {
        business,
        owner: 'staff',
        locale: 'de',
        name: 'Sam Staff',
        events: [
          { ...flow, uid: 'b1', booked: 1 },
          { ...flow, uid: 'b2', service: 'Private Yoga', private: true, client: null },
        ],
      },
      { ...options, words: wordsIn('de') },
    );
    expect(german).toContain('X-WR-CALNAME:Sunrise Yoga: Termine von Sam Staff');
    expect(german).toContain('PRODID:-//booking-platform//calendar-feed//DE');
    expect(eventLines(german, 'b1@book.example.com')).toContain('DESCRIPTION:1 gebucht');
    expect(eventLines(german, 'b2@book.example.com')).toContain('DESCRIPTION:Noch kein Kunde');
    const arabic = singleEventCalendar(business, flow, 'client', {
      ...options,
      words: wordsIn('ar'),
    });
    expect(eventLines(arabic, 'e1@book.example.com')).toContain('DESCRIPTION:مع Sam Staff');
  });
});

describe('singleEventCalendar', () => {
  it('holds just the one event, published', () => {
    const ics = singleEventCalendar(business, flow, 'client', options);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).not.toContain('X-WR-CALNAME');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(eventLines(ics, 'e1@book.example.com')).toContain('SEQUENCE:3');
  });
});

describe('calendarFilename', () => {
  it('keeps letters, digits and dashes', () => {
    expect(calendarFilename('Vinyasa Flow', '2026-06-30')).toBe('vinyasa-flow-2026-06-30.ics');
    expect(calendarFilename('Café «Zen»')).toBe('cafe-zen.ics');
    expect(calendarFilename('!!!')).toBe('calendar.ics');
  });
});
