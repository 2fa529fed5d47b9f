import type { HeatmapCell } from './report-shapes';

// The figures the screens and the exports derive from what the database counted, in one place,
// so that a CSV's figure and the screen's are the same number.

/** A share as a percentage with one decimal (75.3), or null when there is nothing to share. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

/** Utilisation: places booked over places offered, as a percentage (see percentOf). */
export function utilisation({ booked, offered }: { booked: number; offered: number }) {
  return percentOf(booked, offered);
}

/** How a figure moved from the period before: by how much, and by what share of before. */
export function change(current: number, previous: number) {
  return { difference: current - previous, percent: percentOf(current - previous, previous) };
}

/** Minutes as hours with two decimals, as a payroll counts them: 90 → 1.5. */
export function hoursOf(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/** The sum of one figure over lines. */
export function total<Line>(lines: readonly Line[], figure: (line: Line) => number): number {
  return lines.reduce((sum, line) => sum + figure(line), 0);
}

export interface HeatmapGrid {
  /** The hours of the day from the first with a session to the last, every one between. */
  hours: number[];
  /** One row per weekday, in the order given, with a cell per hour (null: no session then). */
  rows: { weekday: number; cells: (HeatmapCell | null)[] }[];
}

/** The heatmap's cells laid out as weekdays by hours, for a table. */
export function heatmapGrid(
  cells: readonly HeatmapCell[],
  weekdays: readonly number[],
): HeatmapGrid {
  if (cells.length === 0) return { hours: [], rows: [] };
  const first = Math.min(...cells.map((cell) => cell.hour));
  const last = Math.max(...cells.map((cell) => cell.hour));
  const hours = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const byPlace = new Map(cells.map((cell) => [`${cell.weekday}:${cell.hour}`, cell]));
  return {
    hours,
    rows: weekdays.map((weekday) => ({
      weekday,
      cells: hours.map((hour) => byPlace.get(`${weekday}:${hour}`) ?? null),
    })),
  };
}

/**
 * The address that starts a message to a client: an email when they have one, else a text
 * message to their phone (its spaces left out, as phones dial it), else none.
 */
export function messageLink(client: { email: string | null; phone: string | null }): string | null {
  if (client.email) return `mailto:${client.email}`;
  if (client.phone) return `sms:${client.phone.replace(/[\s().-]/g, '')}`;
  return null;
}

/** An hour of the day as the reader's clock writes it: "07:00", "7 AM". */
export function hourName(hour: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2024, 0, 1, hour));
}
