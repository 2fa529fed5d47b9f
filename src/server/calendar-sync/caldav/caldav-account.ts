import { fetchCalendarObjects, propfind } from 'tsdav';
import {
  CalendarAccountError,
  type BookingEvent,
  type BusyRead,
  type CalendarAccount,
  type ReadWindow,
  type WrittenEvent,
} from '../calendar-account.ts';
import { busyOfObject } from '../ics/busy-of-object.ts';
import { reachableAddress, type AddressPolicy } from '../../http/outbound-address.ts';
import { outboundFetch } from '../../http/outbound-fetch.ts';
import { bookingObject, objectName } from './booking-object.ts';
import { findCalendars } from './caldav-calendars.ts';
import { basicAuthorization, davFetch } from './dav-fetch.ts';

// A CalDAV account (iCloud, Fastmail, Nextcloud, Radicale) behind the one interface: its
// calendars found from the typed address, busy times read with a time-range query (RFC 4791
// 7.8) only when the collection changed, bookings written as one object each, named by UID.

export interface CaldavCredentials {
  serverUrl: string;
  username: string;
  password: string;
}

/**
 * What a read remembers: the collection's sync token or ctag, and the window's end day and
 * zone, so that an unchanged calendar is still read once a day as its window moves on.
 */
const stateOf = (token: string, window: ReadWindow) =>
  `${token} ${window.to.toISOString().slice(0, 10)} ${window.timeZone}`;

const tokenOf = (props: Record<string, unknown> | undefined): string | null => {
  const token = props?.syncToken ?? props?.getctag;
  return typeof token === 'string' || typeof token === 'number' ? String(token) : null;
};

function writeFailure(response: Response, what: string): CalendarAccountError {
  // 409: the collection an object is put into does not exist (RFC 4918 9.7.1).
  if ([404, 409, 410].includes(response.status))
    return new CalendarAccountError('calendar_not_found', `${what}: the calendar is gone`);
  return new CalendarAccountError('calendar_refused', `${what}: ${response.status}`);
}

export function openCaldavAccount(
  credentials: CaldavCredentials,
  policy: AddressPolicy,
): CalendarAccount {
  const request = davFetch({
    // Names are looked up again for every request: one that led outside at connect time may
    // have been pointed inside since.
    mayReach: async (url) => (await reachableAddress(url.href, policy)) !== null,
    fetch: outboundFetch(policy),
    authorization: basicAuthorization(credentials.username, credentials.password),
  });

  const put = (url: string, body: string, condition: Record<string, string>) =>
    request(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/calendar; charset=utf-8', ...condition },
      body,
    });

  return {
    async listCalendars() {
      const found = await findCalendars(new URL(credentials.serverUrl), request);
      return found.map(({ dav: _dav, ...calendar }) => calendar);
    },

    async readBusy(calendar, window, state): Promise<BusyRead> {
      const [collection] = await propfind({
        url: calendar,
        props: { 'cs:getctag': {}, 'd:sync-token': {} },
        depth: '0',
        fetch: request,
      });
      if (collection === undefined || collection.status === 404 || collection.ok === false)
        throw new CalendarAccountError('calendar_not_found', `${calendar} is gone`);
      const token = tokenOf(collection.props);
      const next = token === null ? null : stateOf(token, window);
      if (next !== null && next === state) return { events: null, state };
      const objects = await fetchCalendarObjects({
        calendar: { url: calendar },
        timeRange: { start: window.from.toISOString(), end: window.to.toISOString() },
        urlFilter: () => true,
        fetch: request,
      });
      const events = objects.flatMap((object) => {
        const busy =
          typeof object.data === 'string'
            ? busyOfObject(object.data, new URL(object.url, calendar).href, window)
            : null;
        return busy === null ? [] : [busy];
      });
      return { events, state: next };
    },

    async putEvent(calendar, event: BookingEvent, written): Promise<WrittenEvent> {
      const url = written?.remoteId ?? new URL(objectName(event.uid), calendar).href;
      const body = bookingObject(event, new Date());
      // Created only where nothing is, replaced only as last written; an object changed or
      // made meanwhile (a write retried after a timeout) is ours all the same, and replaced.
      const condition: Record<string, string> =
        written?.etag == null ? { 'If-None-Match': '*' } : { 'If-Match': written.etag };
      let response = await put(url, body, condition);
      if (response.status === 412) response = await put(url, body, {});
      if (!response.ok) throw writeFailure(response, url);
      return { remoteId: url, etag: response.headers.get('ETag') };
    },

    async deleteEvent(_calendar, written) {
      const response = await request(written.remoteId, { method: 'DELETE' });
      if (response.ok || response.status === 404 || response.status === 410) return;
      throw writeFailure(response, written.remoteId);
    },
  };
}
