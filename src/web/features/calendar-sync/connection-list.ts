// How a staff member's connections and their calendars are shown together: the two public views
// (calendar_connections, staff_calendars) are read side by side and put together here.

/** What these functions need of a calendar (a staff_calendars row). */
export interface CalendarState {
  connection_id: string;
  blocks: boolean;
  synced_at: string | null;
  next_sync_at: string | null;
  pending_writes: number | null;
  write_error_code: string | null;
}

/** Each connection with its own calendars, in the order both were given. */
export function withCalendars<Connection extends { id: string }, Calendar extends CalendarState>(
  connections: readonly Connection[],
  calendars: readonly Calendar[],
): Array<Connection & { calendars: Calendar[] }> {
  return connections.map((connection) => ({
    ...connection,
    calendars: calendars.filter((calendar) => calendar.connection_id === connection.id),
  }));
}

/** When the connection's calendars were last read: the latest of their syncs, or null. */
export function lastSynced(calendars: readonly CalendarState[]): string | null {
  return calendars.reduce<string | null>(
    (latest, { synced_at }) =>
      synced_at !== null && (latest === null || Date.parse(synced_at) > Date.parse(latest))
        ? synced_at
        : latest,
    null,
  );
}

/** Whether a blocking calendar's read is due (asked for, or just connected) and not yet done. */
export const syncDue = (calendar: CalendarState, now: number): boolean =>
  calendar.blocks && calendar.next_sync_at !== null && Date.parse(calendar.next_sync_at) <= now;

/**
 * How often the screen asks again, in milliseconds: every few seconds while a read is due or a
 * booking waits to be written (the server's workers finish those in seconds, and the person is
 * watching for it), else twice a minute, so the last sync stays true while the screen is open.
 * Writes that failed are retried by the server with a growing wait: no reason to ask fast then.
 */
export function refreshInterval(calendars: readonly CalendarState[], now: number): number {
  const busy = calendars.some(
    (calendar) =>
      syncDue(calendar, now) ||
      ((calendar.pending_writes ?? 0) > 0 && calendar.write_error_code === null),
  );
  return busy ? 3000 : 30_000;
}
