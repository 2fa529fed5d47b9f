import type { History, HistorySession, WrittenHistory } from './session-history.ts';

/**
 * The reports' definitions computed in TypeScript from a generated history, so that the tests
 * compare the SQL functions with an independent reading of the same rules.
 */

/** A report's period: two local days (YYYY-MM-DD), both included. */
export interface Period {
  firstDay: string;
  lastDay: string;
}

export interface LocalTime {
  date: string;
  /** 1 Monday .. 7 Sunday. */
  weekday: number;
  hour: number;
}

const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall-clock day, weekday and hour of a moment in a time zone. */
export function localTime(at: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekdays[parts.weekday ?? ''] ?? 0,
    hour: Number(parts.hour),
  };
}

/** A local day `days` after another (before, when negative). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface Filters {
  serviceId?: string | null;
  staffId?: string | null;
}

export interface HeldSession {
  session: HistorySession;
  id: string;
  serviceId: string;
  serviceName: string;
  staffId: string | null;
  staffName: string | null;
  local: LocalTime;
  minutes: number;
}

/** Sessions not cancelled, started before `now`, starting on a day of the period, filtered. */
export function heldSessions(
  history: History,
  written: WrittenHistory,
  period: Period,
  filters: Filters = {},
  now = new Date(),
): HeldSession[] {
  return history.sessions.flatMap((session, i) => {
    const row = written.sessions[i];
    if (!row || session.cancelled || row.startsAt >= now) return [];
    const local = localTime(row.startsAt, written.timeZone);
    if (local.date < period.firstDay || local.date > period.lastDay) return [];
    const serviceId = written.serviceIds[session.kind];
    const staffId = session.staff === null ? null : (written.staffIds[session.staff] ?? null);
    if (filters.serviceId && serviceId !== filters.serviceId) return [];
    if (filters.staffId && staffId !== filters.staffId) return [];
    return [
      {
        session,
        id: row.id,
        serviceId,
        serviceName: history.serviceNames[session.kind],
        staffId,
        staffName: session.staff === null ? null : (history.staffNames[session.staff] ?? null),
        local,
        minutes: (row.endsAt.getTime() - row.startsAt.getTime()) / 60_000,
      },
    ];
  });
}

export interface PlaceFigures {
  booked: number;
  attended: number;
  no_shows: number;
  late_cancels: number;
}

export function placeFigures(session: HistorySession): PlaceFigures {
  const count = (keep: (p: HistorySession['places'][number]) => boolean) =>
    session.places.filter(keep).length;
  return {
    booked: count((p) => p.status === 'confirmed' || p.status === 'no_show'),
    attended: count((p) => p.attendance === 'present' || p.attendance === 'late'),
    no_shows: count((p) => p.status === 'no_show'),
    late_cancels: count((p) => p.status === 'late_cancelled'),
  };
}

/** Groups by a key, keeping the groups in the order their first member came. */
export function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

/** The reports' order: by name (nulls last), then by id (nulls last). */
export function byNameThenId(
  a: { name: string | null; id: string | null },
  b: { name: string | null; id: string | null },
): number {
  return compareNullsLast(a.name, b.name) || compareNullsLast(a.id, b.id);
}

function compareNullsLast(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
