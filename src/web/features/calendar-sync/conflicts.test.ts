import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { clashSentence, conflictsByBooking } from './conflicts';

const words = wordsIn('en', 'en-GB');

const conflict = (
  booking_id: string,
  starts_at: string,
  ends_at: string,
  title: string | null,
) => ({
  booking_id,
  starts_at,
  ends_at,
  title,
});

describe('conflictsByBooking', () => {
  it("gathers each booking's conflicts, earliest first", () => {
    const late = conflict('a', '2026-11-30T10:00:00Z', '2026-11-30T11:00:00Z', 'Late');
    const early = conflict('a', '2026-11-30T09:00:00Z', '2026-11-30T10:00:00Z', 'Early');
    const other = conflict('b', '2026-11-30T09:00:00Z', '2026-11-30T10:00:00Z', null);
    const map = conflictsByBooking([late, other, early]);
    expect(map.get('a')).toEqual([early, late]);
    expect(map.get('b')).toEqual([other]);
    expect(map.get('c')).toBeUndefined();
  });
});

describe('clashSentence', () => {
  it("names the staff member, the event's title and its time in the business's zone", () => {
    const dentist = conflict('a', '2026-11-30T09:00:00Z', '2026-11-30T10:30:00Z', 'Dentist');
    expect(clashSentence(dentist, 'Maya Patel', 'Europe/Berlin', words)).toBe(
      "Clashes with Maya Patel's calendar: Dentist, Mon 30 Nov, 10:00–11:30",
    );
  });

  it('says Busy for a title the reader may not see, and both days for a busy time over midnight', () => {
    const away = conflict('a', '2026-11-30T23:00:00Z', '2026-12-01T23:00:00Z', null);
    expect(clashSentence(away, null, 'Europe/London', words)).toBe(
      "Clashes with the instructor's calendar: Busy, Mon 30 Nov, 23:00–Tue 1 Dec, 23:00",
    );
  });
});
