// Weeks as the reader's language counts them (issue 34, point 4): the day a week starts on and
// the names of its days, from Intl, never from an English list.

/** What Intl.Locale tells of weeks where the runtime knows (not yet in every one). */
type WeekInfoLocale = Intl.Locale & {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
};

/**
 * The ISO weekday a language's week starts on, as CLDR has it: 1 (Monday) for "de" or "en-GB",
 * 7 (Sunday) for "en-US", 6 (Saturday) for "ar-EG". Monday where the runtime cannot say.
 */
export function firstWeekday(locale: string): number {
  try {
    const tag = new Intl.Locale(locale) as WeekInfoLocale;
    const firstDay = (tag.getWeekInfo?.() ?? tag.weekInfo)?.firstDay;
    return typeof firstDay === 'number' && firstDay >= 1 && firstDay <= 7 ? firstDay : 1;
  } catch {
    return 1;
  }
}

/** The seven ISO weekdays (1 Monday ... 7 Sunday) in the order the language's week runs. */
export function weekOrder(locale: string): number[] {
  const first = firstWeekday(locale);
  return Array.from({ length: 7 }, (_, offset) => ((first - 1 + offset) % 7) + 1);
}

/** ISO weekday of a calendar day ('YYYY-MM-DD'): 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
}

/**
 * An ISO weekday's name in the reader's language: "Monday", "Montag", "الاثنين"; short, "Mon",
 * "Mo.".
 */
export function weekdayName(
  weekday: number,
  locale: string,
  width: 'long' | 'short' = 'long',
): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday, 12)),
  );
}
