import { Client, type Middleware } from '@microsoft/microsoft-graph-client';
import type { CalendarAccount, RemoteCalendar, WrittenEvent } from '../calendar-account.ts';
import type { AccessTokens } from '../oauth/access-tokens.ts';
import type { ProviderEndpoints } from '../oauth/provider-endpoints.ts';
import { asAccountError, statusOf } from '../oauth/provider-failure.ts';
import {
  graphEventFields,
  microsoftBusyEvents,
  microsoftEventOf,
  type GraphEvent,
} from './microsoft-events.ts';

/** A page of a Graph collection. */
interface GraphPage<T> {
  value?: T[];
  '@odata.nextLink'?: string;
}

/** The longest a subscription to events may live (Graph: 4,230 minutes), less a margin. */
const subscriptionMinutes = 4200;

/**
 * Graph's client sends through this last link of its chain: to Graph, or in-process to the
 * stand-in. Retries are the workers' (with backoff, across restarts), not the client's.
 */
const sending = (fetcher: typeof fetch): Middleware => ({
  async execute(context) {
    context.response = await fetcher(context.request, {
      ...(context.options as RequestInit),
      signal: AbortSignal.timeout(30_000),
    });
  },
});

/** A Microsoft 365 account through Microsoft's own client (@microsoft/microsoft-graph-client). */
export function microsoftAccount(
  endpoints: ProviderEndpoints,
  tokens: AccessTokens,
): CalendarAccount & { accountAddress(): Promise<string> } {
  const client = Client.initWithMiddleware({
    middleware: sending(endpoints.fetch),
    baseUrl: endpoints.api,
    defaultVersion: 'v1.0',
  });
  /** A request with the account's token (and once more with a fresh one after a 401). */
  const request = <T>(path: string, run: (request: ReturnType<Client['api']>) => Promise<T>) =>
    tokens.with((token) => run(client.api(path).header('Authorization', `Bearer ${token}`)));
  const mapped = async <T>(operation: () => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      throw asAccountError('Microsoft', error);
    }
  };
  const gone = (error: unknown) => statusOf(error) === 404 || statusOf(error) === 410;
  /** Every page of a collection, following its nextLinks. */
  const all = async <T>(
    first: string,
    prepare: (request: ReturnType<Client['api']>) => ReturnType<Client['api']>,
  ) => {
    const items: T[] = [];
    let next: string | undefined = first;
    while (next !== undefined) {
      const page: GraphPage<T> = await request(next, (r) => prepare(r).get());
      items.push(...(page.value ?? []));
      next = page['@odata.nextLink'];
    }
    return items;
  };
  const written = (event: { id: string; '@odata.etag'?: string }): WrittenEvent => ({
    remoteId: event.id,
    etag: event['@odata.etag'] ?? null,
  });

  return {
    accountAddress: () =>
      mapped(async () => {
        const me = await request<{ mail?: string | null; userPrincipalName?: string }>('/me', (r) =>
          r.select('mail,userPrincipalName').get(),
        );
        return me.mail ?? me.userPrincipalName ?? 'Microsoft 365';
      }),

    listCalendars: () =>
      mapped(async () => {
        const found = await all<{
          id: string;
          name?: string;
          hexColor?: string;
          canEdit?: boolean;
          isDefaultCalendar?: boolean;
        }>('/me/calendars', (r) => r.select('id,name,hexColor,canEdit,isDefaultCalendar').top(100));
        return found.map((entry): RemoteCalendar => ({
          remoteId: entry.id,
          name: (entry.name ?? entry.id).slice(0, 300),
          colour: /^#[0-9a-f]{6}$/i.test(entry.hexColor ?? '') ? (entry.hexColor as string) : null,
          writable: entry.canEdit === true,
          primary: entry.isDefaultCalendar === true,
        }));
      }),

    // A calendarView (occurrences expanded) of the window, whole each time: Graph's delta of a
    // calendarView is fixed to the window it began with, and the window moves each day.
    readBusy: (calendarId, window) =>
      mapped(async () => {
        const path = `/me/calendars/${encodeURIComponent(calendarId)}/calendarView`;
        const items = await all<GraphEvent>(path, (r) =>
          r
            .query({
              startDateTime: window.from.toISOString(),
              endDateTime: window.to.toISOString(),
            })
            .select(graphEventFields)
            .top(500)
            .header('Prefer', 'outlook.timezone="UTC"'),
        );
        return { events: microsoftBusyEvents(items, window.timeZone), state: null };
      }),

    putEvent: (calendarId, event, before) =>
      mapped(async () => {
        const body = microsoftEventOf(event);
        if (before !== null) {
          try {
            return written(
              await request(`/me/events/${encodeURIComponent(before.remoteId)}`, (r) =>
                r.patch(body),
              ),
            );
          } catch (error) {
            if (!gone(error)) throw error;
          }
        }
        const path = `/me/calendars/${encodeURIComponent(calendarId)}/events`;
        return written(await request(path, (r) => r.post(body)));
      }),

    deleteEvent: (_calendarId, event) =>
      mapped(async () => {
        try {
          await request(`/me/events/${encodeURIComponent(event.remoteId)}`, (r) => r.delete());
        } catch (error) {
          if (!gone(error)) throw error;
        }
      }),

    watch: (calendarId, address, token) =>
      mapped(async () => {
        const expires = new Date(Date.now() + subscriptionMinutes * 60_000);
        const subscription = await request<{
          id: string;
          resource: string;
          expirationDateTime: string;
        }>('/subscriptions', (r) =>
          r.post({
            changeType: 'created,updated,deleted',
            notificationUrl: address,
            resource: `me/calendars/${calendarId}/events`,
            expirationDateTime: expires.toISOString(),
            clientState: token,
          }),
        );
        return {
          id: subscription.id,
          resource: subscription.resource,
          expiresAt: new Date(subscription.expirationDateTime),
        };
      }),

    stopWatch: (channel) =>
      mapped(async () => {
        try {
          await request(`/subscriptions/${encodeURIComponent(channel.id)}`, (r) => r.delete());
        } catch (error) {
          if (!gone(error)) throw error;
        }
      }),
  };
}
