// All-day events are days, not instants: a staff member's all-day event blocks the whole of
// that day where the business is (issue 37, point 2). Google and Microsoft give such days as
// dates (Microsoft as midnights); these turn a wall-clock time in a zone into the instant it
// names, with Intl's zone data (Node has no Temporal yet).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(instant))) {
    parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time (`YYYY-MM-DDTHH:mm[:ss]`) names in `zone`: the offset is read
 * at a first guess and again at the instant it gives, which settles across a clock change (a
 * time the clocks skip or pass twice names one of the instants beside it).
 */
export function zonedInstant(local: string, zone: string): Date {
  const asUtc = Date.parse(`${local.length === 16 ? `${local}:00` : local.slice(0, 19)}Z`);
  if (Number.isNaN(asUtc)) throw new RangeError(`Not a wall-clock time: ${local}`);
  const guess = asUtc - offsetAt(asUtc, zone);
  return new Date(asUtc - offsetAt(guess, zone));
}

/** The start of a day (`YYYY-MM-DD`) in `zone`, as an ISO instant. */
export const dayStart = (date: string, zone: string): string =>
  zonedInstant(`${date.slice(0, 10)}T00:00:00`, zone).toISOString();
