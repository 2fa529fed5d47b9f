import { describe, expect, it } from 'vitest';
import { dispositionFilename, eventFileUrl, feedUrl, webcalUrl } from './calendar-urls';

describe('calendar addresses', () => {
  it('puts the feed and event routes under the API address', () => {
    expect(feedUrl('https://api.example.com/', 'abc_DEF-123')).toBe(
      'https://api.example.com/calendar/v1/feeds/abc_DEF-123.ics',
    );
    expect(eventFileUrl('http://127.0.0.1:4420', 'e1')).toBe(
      'http://127.0.0.1:4420/calendar/v1/events/e1.ics',
    );
  });

  it('turns an http or https feed into webcal', () => {
    expect(webcalUrl('https://api.example.com/calendar/v1/feeds/t.ics')).toBe(
      'webcal://api.example.com/calendar/v1/feeds/t.ics',
    );
    expect(webcalUrl('http://localhost:3000/x')).toBe('webcal://localhost:3000/x');
  });

  it('reads the file name of a download', () => {
    expect(dispositionFilename('attachment; filename="yoga-2026-06-30.ics"', 'x.ics')).toBe(
      'yoga-2026-06-30.ics',
    );
    expect(dispositionFilename(null, 'booking.ics')).toBe('booking.ics');
  });
});
