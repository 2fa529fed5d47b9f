import { describe, expect, it } from 'vitest';
import { wordsIn } from './i18n/static-words.ts';
import { formatDateTime, formatDay, formatTime, zoneName, zoneNote } from './format-time.ts';

describe('format-time', () => {
  const instant = '2026-11-23T07:00:00Z';

  it('shows an instant as the business sees it', () => {
    expect(formatTime(instant, 'Europe/London', 'en-GB')).toBe('07:00');
    expect(formatTime(instant, 'America/New_York', 'en-GB')).toBe('02:00');
    expect(formatDateTime(instant, 'Australia/Sydney', 'en-GB')).toBe('Mon 23 Nov, 18:00');
    expect(formatDay('2026-11-23', 'en-GB')).toBe('Monday, 23 November 2026');
  });

  it("writes hours as the viewer's clock does", () => {
    expect(formatTime(instant, 'Europe/London', 'en-US')).toBe('7:00 AM');
    expect(formatTime('2026-11-23T13:05:00Z', 'Europe/London', 'en-US')).toBe('1:05 PM');
    expect(formatTime(instant, 'Europe/London', 'de-DE')).toBe('07:00');
  });

  it("names a zone in the viewer's language", () => {
    const now = new Date(instant);
    expect(zoneName('Europe/Berlin', 'en', now)).toBe('Central European Time');
    expect(zoneName('Europe/Berlin', 'de', now)).toBe('Mitteleuropäische Zeit');
    expect(zoneName('Europe/Madrid', 'es', now)).toBe('hora de Europa central');
    expect(zoneName('Asia/Dubai', 'ar', now)).toBe('توقيت الخليج');
  });

  it('notes the business zone only when the viewer is elsewhere', () => {
    const now = new Date(instant);
    const english = wordsIn('en', 'en-GB');
    expect(zoneNote('Europe/London', english, 'Europe/London', now)).toBeNull();
    expect(zoneNote('Europe/London', english, 'Africa/Abidjan', now)).toBeNull();
    expect(zoneNote('Europe/London', english, 'America/New_York', now)).toBe(
      "Times are in the business's time zone, Europe/London (it is 07:00 there, 02:00 where you are).",
    );
    expect(zoneNote('Europe/Berlin', wordsIn('de'), 'America/New_York', now)).toBe(
      'Die Zeiten gelten in der Zeitzone des Unternehmens, Europe/Berlin (dort ist es 08:00, bei Ihnen 02:00).',
    );
  });
});
