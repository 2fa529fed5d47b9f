// The model the randomised test of busy times checks the database against (busy-property.test.ts):
// one staff member's day in minutes from its midnight (UTC), a 60-minute appointment with
// buffers of 5 minutes before and 10 after, hours from 00:00 to 23:45. A start is free when its
// time with buffers meets no busy instance of a blocking calendar and no other appointment's
// time with buffers.

export const duration = 60;
export const before = 5;
export const after = 10;
/** The last start of the day: the hours end at 23:45. */
export const lastStart = 23 * 60 + 45 - duration;

export interface Interval {
  from: number;
  to: number;
}

export interface CalendarModel {
  blocks: boolean;
  busy: Interval[];
}

export interface DayModel {
  calendars: CalendarModel[];
  /** Each appointment's start, by its booking id. */
  bookings: Map<string, number>;
}

export function emptyDay(calendars: number): DayModel {
  return {
    calendars: Array.from({ length: calendars }, () => ({ blocks: true, busy: [] })),
    bookings: new Map(),
  };
}

/** Whether an appointment may start at `start` (minutes), leaving `moving` out of the bookings. */
export function isFree(day: DayModel, start: number, moving?: string): boolean {
  const from = start - before;
  const to = start + duration + after;
  const meetsEvent = day.calendars.some(
    (calendar) => calendar.blocks && calendar.busy.some((b) => b.from < to && b.to > from),
  );
  const meetsBooking = [...day.bookings].some(
    ([id, other]) => id !== moving && Math.abs(other - start) < duration + before + after,
  );
  return !meetsEvent && !meetsBooking;
}

/** Whether the booking page offers `start`: within the hours, on the quarter hour, free. */
export function isOffered(day: DayModel, start: number): boolean {
  return start >= 0 && start <= lastStart && start % 15 === 0 && isFree(day, start);
}

/** Every start the booking page offers in the day. */
export function offeredStarts(day: DayModel): number[] {
  const starts: number[] = [];
  for (let start = 0; start <= lastStart; start += 15)
    if (isOffered(day, start)) starts.push(start);
  return starts;
}
