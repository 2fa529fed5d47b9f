// Wall-clock times and instants in an IANA zone, as numbers: a wall-clock time is the ms of its
// fields read as UTC (2026-03-29 02:30 in Berlin is Date.UTC(2026, 2, 29, 2, 30)). Reading a
// calendar converts every occurrence of every event, so offsets are kept per zone and quarter
// hour (zones change their offsets on quarter hours of UTC, since long before any calendar).

const formats = new Map<string, Intl.DateTimeFormat | null>();
const offsets = new Map<string, number>();
const quarterMs = 15 * 60_000;
const dayMs = 86_400_000;
/** Enough quarter hours for every zone over several years; the map is emptied beyond it. */
const maxKeptOffsets = 200_000;

function formatOf(zone: string): Intl.DateTimeFormat | null {
  let format = formats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      format = null;
    }
    formats.set(zone, format);
  }
  return format;
}

/** Whether the zone is one Intl knows (an IANA name such as Europe/Berlin). */
export function isKnownZone(zone: string): boolean {
  return formatOf(zone) !== null;
}

/** How far the zone's wall clock is ahead of UTC at the instant, in ms. */
export function offsetMs(zone: string, instant: number): number {
  const key = `${zone}|${Math.floor(instant / quarterMs)}`;
  const kept = offsets.get(key);
  if (kept !== undefined) return kept;
  const format = formatOf(zone);
  if (format === null) throw new RangeError(`Unknown time zone ${zone}`);
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  // The formatter has no milliseconds: the offset is what the whole seconds differ by.
  const offset = wall - (instant - (((instant % 1000) + 1000) % 1000));
  if (offsets.size >= maxKeptOffsets) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** The zone's wall-clock time at the instant. */
export function wallOf(instant: number, zone: string): number {
  return instant + offsetMs(zone, instant);
}

/**
 * The instant a wall-clock time of the zone names, as RFC 5545 (3.3.5) reads it: a time that
 * happens twice (clocks going back) is its first; a time that does not happen (clocks going
 * forward) is read with the offset before the change, which lands as far after the gap.
 */
export function instantOf(wall: number, zone: string): number {
  const before = offsetMs(zone, wall - dayMs);
  const after = offsetMs(zone, wall + dayMs);
  const candidates = [wall - before, wall - after].filter(
    (instant) => wallOf(instant, zone) === wall,
  );
  return candidates.length === 0 ? wall - before : Math.min(...candidates);
}
