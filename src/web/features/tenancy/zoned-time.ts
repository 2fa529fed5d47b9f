/**
 * Times are instants in the database and are shown in the business's IANA time zone (DESIGN.md
 * section 4), whatever the viewer's own zone is. These conversions use only Intl, so they follow
 * the browser's time zone data, daylight-saving changes included.
 */

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsIn(zone: string, instant: Date) {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** Minutes the zone is ahead of UTC at that instant (London in summer: 60). */
export function offsetMinutes(zone: string, instant: Date): number {
  const p = partsIn(zone, instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The calendar day ('YYYY-MM-DD') it is in the zone at that instant. */
export function localDate(zone: string, instant: Date = new Date()): string {
  const p = partsIn(zone, instant);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * The instant a wall-clock time ('YYYY-MM-DD', 'HH:MM') happens in the zone. A time skipped by
 * a spring-forward change is taken after the change; a time that happens twice, the first one.
 */
export function zonedInstant(zone: string, date: string, time = '00:00'): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const before = offsetMinutes(zone, new Date(wall - 36 * 3600_000));
  const after = offsetMinutes(zone, new Date(wall + 36 * 3600_000));
  const earlier = wall - Math.max(before, after) * 60_000;
  if (localTimeMatches(zone, earlier, date, hour, minute)) return new Date(earlier);
  return new Date(wall - Math.min(before, after) * 60_000);
}

function localTimeMatches(
  zone: string,
  instant: number,
  date: string,
  hour: number,
  minute: number,
) {
  const p = partsIn(zone, new Date(instant));
  return localDate(zone, new Date(instant)) === date && p.hour === hour && p.minute === minute;
}

/** The day after ('YYYY-MM-DD'), by the calendar. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The instants a local day of the zone starts and ends (23, 24 or 25 hours apart). */
export function localDayRange(zone: string, date: string): { from: Date; to: Date } {
  return { from: zonedInstant(zone, date), to: zonedInstant(zone, addDays(date, 1)) };
}
