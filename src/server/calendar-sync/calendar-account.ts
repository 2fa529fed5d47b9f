// One interface for every calendar provider (CalDAV, Google, Microsoft 365): what the sync worker
// reads and writes through, so the worker, the routes and the tests do not know which provider
// an account is at (docs/decisions/0065-calendar-sync.md).

/** Where a calendar lives. */
export type CalendarProvider = 'caldav' | 'google' | 'microsoft';

/** A calendar of an account, as the provider lists it. */
export interface RemoteCalendar {
  /** The provider's id: a CalDAV collection's address, a Google or Microsoft calendar id. */
  remoteId: string;
  name: string;
  /** `#rrggbb`, or null when the provider gives none. */
  colour: string | null;
  /** Whether events may be written to it (a shared read-only calendar may not). */
  writable: boolean;
  /** The account's main calendar (Google's primary, Microsoft's default, CalDAV's first). */
  primary: boolean;
}

/** A moment range, as ISO 8601 instants (UTC, with `Z`). */
export interface BusyInterval {
  start: string;
  end: string;
}

/**
 * One event of a calendar reduced to what makes its owner busy: the opaque instances inside the
 * window (recurrences expanded with their exceptions, cancelled and free ones left out, all-day
 * events as the local days of the zone asked for). An event with no busy instance in the window
 * is still listed (busy: []), so that it replaces what an earlier read kept of it.
 */
export interface RemoteBusyEvent {
  /** The provider's id of the event: a CalDAV object's address, a Google or Microsoft event id. */
  remoteId: string;
  /** Its iCalendar UID, by which an event this server wrote for a booking is recognised. */
  uid: string | null;
  title: string | null;
  busy: BusyInterval[];
}

/** What a read covers: the window, and the zone that all-day and floating times are read in. */
export interface ReadWindow {
  from: Date;
  to: Date;
  timeZone: string;
}

/**
 * What a read found: every event in the window, replacing what was kept, or null when the
 * provider says nothing changed since `state` (a CalDAV ctag or sync token, for instance).
 * `state` is what the next read passes back.
 */
export interface BusyRead {
  events: RemoteBusyEvent[] | null;
  state: string | null;
}

/** A booking as an event in a staff member's calendar. */
export interface BookingEvent {
  /** Stable for the booking: `<booking id>@<site host>`, as in our feeds and .ics files. */
  uid: string;
  summary: string;
  description: string;
  /** The booking's page in the tenant area. */
  url: string;
  start: string;
  end: string;
  /** The business's zone, which the event is written in. */
  timeZone: string;
}

/** Where a written event is, to move or remove it later. */
export interface WrittenEvent {
  remoteId: string;
  etag: string | null;
}

/** A push channel opened for a calendar: changes are announced to our address until it expires. */
export interface PushChannel {
  id: string;
  resource: string;
  expiresAt: Date;
}

/** An account at a provider, opened with its credentials. */
export interface CalendarAccount {
  listCalendars(): Promise<RemoteCalendar[]>;
  readBusy(calendar: string, window: ReadWindow, state: string | null): Promise<BusyRead>;
  /**
   * Creates the booking's event, or replaces it where it was written before. Repeating a write
   * (a retry after a timeout) leaves one event: the event's id or address derives from its UID.
   */
  putEvent(
    calendar: string,
    event: BookingEvent,
    written: WrittenEvent | null,
  ): Promise<WrittenEvent>;
  /** Removes a written event; one already gone is removed. */
  deleteEvent(calendar: string, written: WrittenEvent): Promise<void>;
  /** Asks the provider to announce changes to `address` (absent where it cannot push). */
  watch?(calendar: string, address: string, token: string): Promise<PushChannel>;
  stopWatch?(channel: PushChannel): Promise<void>;
}

/** Why a provider refused or failed, in codes the screens say in words (errors catalogue). */
export type CalendarErrorCode =
  /** The password or token was refused, or access was withdrawn: the staff member reconnects. */
  | 'calendar_auth_failed'
  /** The calendar is gone (deleted, unshared). */
  | 'calendar_not_found'
  /** The server could not be reached or failed (5xx, timeout): tried again later. */
  | 'calendar_unreachable'
  /** The provider asked us to slow down: tried again later. */
  | 'calendar_rate_limited'
  /** The provider refused what we sent (not writable, malformed): not tried again as it is. */
  | 'calendar_refused';

export class CalendarAccountError extends Error {
  override name = 'CalendarAccountError';
  readonly code: CalendarErrorCode;
  /** Whether trying again later may succeed. */
  readonly retryable: boolean;

  constructor(code: CalendarErrorCode, message: string, retryable?: boolean) {
    super(message);
    this.code = code;
    this.retryable =
      retryable ?? (code === 'calendar_unreachable' || code === 'calendar_rate_limited');
  }
}
