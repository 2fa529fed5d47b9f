import { calendar, type calendar_v3 } from '@googleapis/calendar';
import type { CalendarAccount, RemoteCalendar, WrittenEvent } from '../calendar-account.ts';
import type { AccessTokens } from '../oauth/access-tokens.ts';
import { asAccountError, statusOf } from '../oauth/provider-failure.ts';
import type { ProviderEndpoints } from '../oauth/provider-endpoints.ts';
import { googleBusyEvents, googleEventOf } from './google-events.ts';

/** Google's largest page of events. */
const pageSize = 2500;

/**
 * A Google account through Google's own client (@googleapis/calendar), its requests sent with
 * the account's access token, at Google or at the stand-in (`rootUrl` and the fetch given).
 * Retries are the workers' (with backoff, across restarts), not the client's.
 */
export function googleAccount(endpoints: ProviderEndpoints, tokens: AccessTokens): CalendarAccount {
  const api = calendar({
    version: 'v3',
    rootUrl: endpoints.api,
    fetchImplementation: endpoints.fetch,
    retry: false,
    timeout: 30_000,
  });
  /** One call with the account's token (failures as the client threw them). */
  const call = async <T>(
    run: (options: { headers: Record<string, string> }) => Promise<{ data: T }>,
  ) =>
    tokens.with(
      async (token) => (await run({ headers: { Authorization: `Bearer ${token}` } })).data,
    );
  /** An operation's failure as a CalendarAccountError. */
  const mapped = async <T>(operation: () => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      throw asAccountError('Google', error);
    }
  };
  const gone = (error: unknown) => statusOf(error) === 404 || statusOf(error) === 410;

  const insert = (calendarId: string, body: calendar_v3.Schema$Event) =>
    call((options) => api.events.insert({ calendarId, requestBody: body }, options));
  const update = (calendarId: string, eventId: string, body: calendar_v3.Schema$Event) =>
    call((options) => api.events.update({ calendarId, eventId, requestBody: body }, options));
  const written = (event: calendar_v3.Schema$Event): WrittenEvent => ({
    remoteId: event.id ?? '',
    etag: event.etag ?? null,
  });

  return {
    listCalendars: () =>
      mapped(async () => {
        const calendars: RemoteCalendar[] = [];
        let pageToken: string | undefined;
        do {
          const page = await call((options) =>
            api.calendarList.list({ maxResults: 250, pageToken }, options),
          );
          for (const entry of page.items ?? []) {
            // A calendar shared as free/busy only has no events to read.
            if (!entry.id || entry.accessRole === 'freeBusyReader') continue;
            calendars.push({
              remoteId: entry.id,
              name: (entry.summaryOverride ?? entry.summary ?? entry.id).slice(0, 300),
              colour: /^#[0-9a-f]{6}$/i.test(entry.backgroundColor ?? '')
                ? (entry.backgroundColor as string)
                : null,
              writable: entry.accessRole === 'owner' || entry.accessRole === 'writer',
              primary: entry.primary === true,
            });
          }
          pageToken = page.nextPageToken ?? undefined;
        } while (pageToken);
        return calendars;
      }),

    // Google's sync tokens cannot be combined with a time window (timeMin/timeMax), and the
    // window moves each day: every read lists the window whole, and push says when to read.
    readBusy: (calendarId, window) =>
      mapped(async () => {
        const items: calendar_v3.Schema$Event[] = [];
        let pageToken: string | undefined;
        do {
          const page = await call((options) =>
            api.events.list(
              {
                calendarId,
                singleEvents: true,
                timeMin: window.from.toISOString(),
                timeMax: window.to.toISOString(),
                maxResults: pageSize,
                pageToken,
                fields:
                  'nextPageToken,items(id,recurringEventId,iCalUID,extendedProperties,summary,status,transparency,start,end)',
              },
              options,
            ),
          );
          items.push(...(page.items ?? []));
          pageToken = page.nextPageToken ?? undefined;
        } while (pageToken);
        return { events: googleBusyEvents(items, window.timeZone), state: null };
      }),

    // A first insert, or its retry after a lost answer (409: the id is taken, by our own event,
    // perhaps deleted since), becomes an update of that one event, restored if it was deleted.
    putEvent: (calendarId, event, before) =>
      mapped(async () => {
        const body = googleEventOf(event);
        if (before !== null) {
          try {
            return written(await update(calendarId, before.remoteId, body));
          } catch (error) {
            if (!gone(error)) throw error;
          }
        }
        try {
          return written(await insert(calendarId, body));
        } catch (error) {
          if (statusOf(error) !== 409) throw error;
          return written(await update(calendarId, body.id as string, body));
        }
      }),

    deleteEvent: (calendarId, event) =>
      mapped(async () => {
        try {
          await call((options) =>
            api.events.delete({ calendarId, eventId: event.remoteId }, options),
          );
        } catch (error) {
          if (!gone(error)) throw error;
        }
      }),

    watch: (calendarId, address, token) =>
      mapped(async () => {
        const channel = await call((options) =>
          api.events.watch(
            {
              calendarId,
              requestBody: { id: crypto.randomUUID(), type: 'web_hook', address, token },
            },
            options,
          ),
        );
        return {
          id: channel.id ?? '',
          resource: channel.resourceId ?? '',
          expiresAt: new Date(Number(channel.expiration ?? Date.now() + 7 * 86_400_000)),
        };
      }),

    stopWatch: (channel) =>
      mapped(async () => {
        try {
          await call((options) =>
            api.channels.stop(
              { requestBody: { id: channel.id, resourceId: channel.resource } },
              options,
            ),
          );
        } catch (error) {
          if (!gone(error)) throw error;
        }
      }),
  };
}
