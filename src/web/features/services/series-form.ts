import { addDays } from '../tenancy/zoned-time';

/** The weekly-series form as typed, before it becomes schedule_series's arguments. */
export interface SeriesForm {
  weekdays: string[];
  localStart: string;
  firstDay: string;
  lastDay: string;
  staffId: string | null;
  capacity: number | string;
  location: string;
}

type SeriesErrors = Partial<Record<keyof SeriesForm, string>>;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

function daysBetween(first: string, last: string): number {
  return Math.round(
    (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000,
  );
}

/** A series from `today` for eight weeks, on no day yet. */
export function newSeriesForm(today: string, capacity: number): SeriesForm {
  return {
    weekdays: [],
    localStart: '18:00',
    firstDay: today,
    lastDay: addDays(today, 55),
    staffId: null,
    capacity,
    location: '',
  };
}

/**
 * What schedule_series would refuse, said next to the field before the round trip: no weekday,
 * a missing time, a last day before the first or more than a year after it, a first day in the past.
 */
export function seriesProblems(form: SeriesForm, today: string): SeriesErrors {
  const errors: SeriesErrors = {};
  if (form.weekdays.length === 0) errors.weekdays = 'Choose at least one weekday.';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(form.localStart))
    errors.localStart = 'Enter a start time such as 18:00.';
  if (!dayPattern.test(form.firstDay)) errors.firstDay = 'Choose the first day.';
  else if (form.firstDay < today) errors.firstDay = 'The first day cannot be in the past.';
  if (!dayPattern.test(form.lastDay)) errors.lastDay = 'Choose the last day.';
  else if (dayPattern.test(form.firstDay)) {
    const span = daysBetween(form.firstDay, form.lastDay);
    if (span < 0) errors.lastDay = 'The last day cannot be before the first.';
    else if (span > 366) errors.lastDay = 'A series runs for a year at most.';
  }
  const capacity = Number(form.capacity);
  if (form.capacity === '' || !Number.isInteger(capacity) || capacity < 1 || capacity > 1000) {
    errors.capacity = 'Enter 1 to 1000 places.';
  }
  return errors;
}

/** How many sessions the series makes: one per chosen weekday between the two days. */
export function countSessions(form: SeriesForm): number {
  if (!dayPattern.test(form.firstDay) || !dayPattern.test(form.lastDay)) return 0;
  const span = daysBetween(form.firstDay, form.lastDay);
  if (span < 0 || span > 366) return 0;
  const chosen = new Set(form.weekdays.map(Number));
  let count = 0;
  for (let offset = 0; offset <= span; offset += 1) {
    const day = new Date(`${addDays(form.firstDay, offset)}T12:00:00Z`).getUTCDay();
    if (chosen.has(day === 0 ? 7 : day)) count += 1;
  }
  return count;
}
