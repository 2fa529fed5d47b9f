import type { Words } from '@shared/i18n/words.ts';

/**
 * Weekly hours are local wall-clock times in the business's time zone per ISO weekday (1 Monday
 * ... 7 Sunday), as db/migrations/0011_catalogue.sql keeps them; availability turns them into
 * instants day by day, so 09:00 stays 09:00 across clock changes.
 */
export type HoursSpan = {
  weekday: number;
  /** 'HH:MM', or 'HH:MM:SS' as the database returns it. */
  starts_at: string;
  ends_at: string;
};

/** '09:00:00' → '09:00' */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}

const timePattern = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Why each span cannot be saved, by its index in the list: a missing or malformed time, an end
 * not after the start, or an overlap with an earlier span of the same day (the same rules as
 * set_staff_hours, said before the round trip). Touching spans (09:00-12:00, 12:00-17:00) are fine.
 */
export function hoursProblems(spans: HoursSpan[], words: Words): Map<number, string> {
  const problems = new Map<number, string>();
  spans.forEach((span, index) => {
    if (!timePattern.test(span.starts_at) || !timePattern.test(span.ends_at)) {
      problems.set(index, words.formatMessage({ id: 'staff.enterSpan' }));
    } else if (minutesOf(span.ends_at) <= minutesOf(span.starts_at)) {
      problems.set(index, words.formatMessage({ id: 'staff.endAfterStart' }));
    }
  });
  spans.forEach((span, index) => {
    if (problems.has(index)) return;
    const clash = spans.findIndex(
      (other, otherIndex) =>
        otherIndex < index &&
        !problems.has(otherIndex) &&
        other.weekday === span.weekday &&
        minutesOf(other.starts_at) < minutesOf(span.ends_at) &&
        minutesOf(span.starts_at) < minutesOf(other.ends_at),
    );
    if (clash >= 0) {
      const other = spans[clash] as HoursSpan;
      problems.set(
        index,
        words.formatMessage(
          { id: 'staff.overlaps' },
          { from: shortTime(other.starts_at), to: shortTime(other.ends_at) },
        ),
      );
    }
  });
  return problems;
}

/** Total hours a week, for the summary line: spans of 30 minutes count as 0.5. */
export function weeklyTotalHours(spans: HoursSpan[]): number {
  const minutes = spans.reduce(
    (total, span) => total + Math.max(0, minutesOf(span.ends_at) - minutesOf(span.starts_at)),
    0,
  );
  return Math.round((minutes / 60) * 100) / 100;
}

/**
 * The two ends of a tstzrange as the data API writes it, such as
 * `["2026-07-01 08:00:00+00","2026-07-02 08:30:00+01")`, or null if it is not one.
 */
export function parseTimeRange(range: string): { from: Date; to: Date } | null {
  const match = /^[[(]"?([^",]+)"?,"?([^",]+)"?[\])]$/.exec(range.trim());
  if (!match) return null;
  const instant = (text: string) => {
    // PostgreSQL writes "+00" and "+05:30"; JavaScript wants "+00:00".
    const iso = text
      .trim()
      .replace(' ', 'T')
      .replace(/([+-]\d{2})$/, '$1:00');
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? null : date;
  };
  const from = instant(match[1] ?? '');
  const to = instant(match[2] ?? '');
  return from && to ? { from, to } : null;
}
