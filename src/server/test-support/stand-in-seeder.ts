import { calendar } from '@googleapis/calendar';
import { Client } from '@microsoft/microsoft-graph-client';
import type { OAuthProvider } from '../calendar-sync/business-oauth-clients.ts';
import { standInFetch } from '../calendar-sync/oauth/provider-endpoints.ts';
import type { TestServer } from './start-test-server.ts';

// What a staff member does in their own Google or Microsoft calendar, done with Google's and
// Microsoft's own client packages at the stand-ins over HTTP: events that make them busy (or
// not), to be read back by the sync.

/** One event in neutral terms; `allDay` dates are `YYYY-MM-DD`, the end exclusive. */
export interface SeedEvent {
  title: string;
  start: string;
  end: string;
  allDay?: boolean;
  free?: boolean;
  /** Daily, this many times. */
  dailyCount?: number;
  /** Instances of the series left out (Google's EXDATE), as instants. */
  except?: string[];
}

export interface Seeder {
  add(calendarId: string, event: SeedEvent): Promise<string>;
  remove(calendarId: string, eventId: string): Promise<void>;
}

export function standInSeeder(
  server: TestServer,
  provider: OAuthProvider,
  accessToken: string,
): Seeder {
  /** A stand-in's host, reached at the test server over HTTP. */
  const viaHttp = (name: OAuthProvider) =>
    standInFetch(name, (request) => {
      const url = new URL(request.url);
      return fetch(new Request(`${server.url}${url.pathname}${url.search}`, request));
    });
  if (provider === 'google') {
    const api = calendar({
      version: 'v3',
      rootUrl: 'https://google.calendar-test-providers.internal/',
      fetchImplementation: viaHttp('google'),
    });
    const options = { headers: { Authorization: `Bearer ${accessToken}` } };
    const stamp = (instant: string) =>
      `${new Date(instant).toISOString().replace(/[-:]|\.\d+/g, '')}`;
    return {
      async add(calendarId, event) {
        const time = (value: string) => (event.allDay ? { date: value } : { dateTime: value });
        const recurrence = event.dailyCount
          ? [
              `RRULE:FREQ=DAILY;COUNT=${event.dailyCount}`,
              ...(event.except ?? []).map((at) => `EXDATE:${stamp(at)}`),
            ]
          : undefined;
        const { data } = await api.events.insert(
          {
            calendarId,
            requestBody: {
              summary: event.title,
              start: time(event.start),
              end: time(event.end),
              transparency: event.free ? 'transparent' : 'opaque',
              ...(recurrence ? { recurrence } : {}),
            },
          },
          options,
        );
        return data.id ?? '';
      },
      async remove(calendarId, eventId) {
        await api.events.delete({ calendarId, eventId }, options);
      },
    };
  }
  // Graph's client adds tokens only over https: the stand-in's host, sent on over HTTP.
  const graph = Client.initWithMiddleware({
    baseUrl: 'https://microsoft.calendar-test-providers.internal',
    middleware: {
      async execute(context) {
        const options = context.options as RequestInit & { headers?: Record<string, string> };
        context.response = await viaHttp('microsoft')(context.request, {
          ...options,
          headers: { ...options.headers, Authorization: `Bearer ${accessToken}` },
        });
      },
    },
  });
  return {
    async add(calendarId, event) {
      const time = (value: string) => ({
        dateTime: event.allDay ? `${value}T00:00:00` : new Date(value).toISOString().slice(0, 19),
        timeZone: 'UTC',
      });
      const created = (await graph.api(`/me/calendars/${calendarId}/events`).post({
        subject: event.title,
        start: time(event.start),
        end: time(event.end),
        isAllDay: event.allDay === true,
        showAs: event.free ? 'free' : 'busy',
        ...(event.dailyCount
          ? {
              recurrence: {
                pattern: { type: 'daily', interval: 1 },
                range: {
                  type: 'numbered',
                  startDate: event.start.slice(0, 10),
                  numberOfOccurrences: event.dailyCount,
                },
              },
            }
          : {}),
      })) as { id: string };
      return created.id;
    },
    async remove(_calendarId, eventId) {
      await graph.api(`/me/events/${eventId}`).delete();
    },
  };
}
