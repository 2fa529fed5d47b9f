import { describe, expect, it } from 'vitest';
import { wordsIn } from '../i18n/static-words.ts';
import { sessionTime, shortTime, untilTime, zoneLabel } from './message-time.ts';

describe('times in messages', () => {
  it('names the zone by its city', () => {
    expect(zoneLabel('Europe/London', wordsIn('en'))).toBe('London time');
    expect(zoneLabel('America/New_York', wordsIn('en'))).toBe('New York time');
    expect(zoneLabel('Europe/Berlin', wordsIn('de'))).toBe('Ortszeit Berlin');
  });

  it('writes a session in the business zone, whatever the server runs in', () => {
    // 08:00 UTC in summer is 09:00 in London and 18:00 in Sydney.
    expect(
      sessionTime(
        '2026-06-30T08:00:00Z',
        '2026-06-30T09:00:00Z',
        'Europe/London',
        wordsIn('en', 'en-GB'),
      ),
    ).toBe('Tuesday, 30 June 2026, 09:00–10:00 (London time)');
    expect(shortTime('2026-06-30T08:00:00Z', 'Australia/Sydney', wordsIn('en', 'en-AU'))).toMatch(
      /^Tue,? 30 June?,? 6:00\s?pm$/i,
    );
    expect(untilTime('2026-06-30T08:00:00Z', 'America/New_York', wordsIn('en', 'en-US'))).toBe(
      'Tuesday, June 30 at 4:00 AM (New York time)',
    );
  });

  it('writes them in the reader’s language, on its clock', () => {
    expect(
      sessionTime('2026-06-30T08:00:00Z', '2026-06-30T09:00:00Z', 'Europe/Berlin', wordsIn('de')),
    ).toBe('Dienstag, 30. Juni 2026, 10:00–11:00 Uhr (Ortszeit Berlin)');
    expect(untilTime('2026-06-30T08:00:00Z', 'Europe/Madrid', wordsIn('es'))).toMatch(
      /^martes, 30 de junio.* 10:00 \(hora de Madrid\)$/,
    );
  });
});
