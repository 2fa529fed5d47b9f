import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
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
export function seriesProblems(form: SeriesForm, today: string, words: Words): SeriesErrors {
  const errors: SeriesErrors = {};
  const say = (id: MessageId) => words.formatMessage({ id });
  if (form.weekdays.length === 0) errors.weekdays = say('services.weekdaysMissing');
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(form.localStart))
    errors.localStart = say('services.startTimeInvalid');
  if (!dayPattern.test(form.firstDay)) errors.firstDay = say('services.firstDayMissing');
  else if (form.firstDay < today) errors.firstDay = say('services.firstDayPast');
  if (!dayPattern.test(form.lastDay)) errors.lastDay = say('services.lastDayMissing');
  else if (dayPattern.test(form.firstDay)) {
    const span = daysBetween(form.firstDay, form.lastDay);
    if (span < 0) errors.lastDay = say('services.lastDayBeforeFirst');
    else if (span > 366) errors.lastDay = say('services.seriesTooLong');
  }
  const capacity = Number(form.capacity);
  if (form.capacity === '' || !Number.isInteger(capacity) || capacity < 1 || capacity > 1000) {
    errors.capacity = say('services.placesInvalid');
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
