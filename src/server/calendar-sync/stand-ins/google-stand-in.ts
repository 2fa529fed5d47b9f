import type { calendar_v3 } from '@googleapis/calendar';
import type { Context, Hono } from 'hono';
import { jsonInputOrNone } from '../../http/json-input.ts';
import { fieldsOfGoogle, googleEventResource } from './google-shapes.ts';
import { instancesOf } from './stand-in-instances.ts';
import { consentRoutes } from './stand-in-consent.ts';
import { bearerOwner, revokeGrant, tokenRoute } from './stand-in-oauth.ts';
import { DuplicateEvent } from './stand-in-store.ts';
import type { StandInServices } from './stand-in-services.ts';

/** Google's error shape (https://developers.google.com/calendar/api/guides/errors). */
const googleError = (
  c: Context,
  status: 400 | 401 | 403 | 404 | 409 | 410,
  reason: string,
  message: string,
) =>
  c.json(
    { error: { code: status, message, errors: [{ domain: 'global', reason, message }] } },
    status,
  );

/** Google Calendar API v3 and Google's OAuth, at their own paths under `base`. */
export function registerGoogleStandIn(app: Hono, base: string, services: StandInServices): void {
  const { db, store, announcer } = services;
  const consent = consentRoutes(db, 'google');
  app.get(`${base}/o/oauth2/v2/auth`, consent.show);
  app.post(`${base}/o/oauth2/v2/auth`, consent.answer);
  app.post(`${base}/token`, tokenRoute(db, services.box, 'google'));
  app.post(`${base}/revoke`, async (c) => {
    const form = new URLSearchParams(await c.req.text());
    await revokeGrant(db, form.get('token') ?? c.req.query('token') ?? '');
    return c.json({});
  });

  const api = `${base}/calendar/v3`;
  /** A call with a valid access token, to a calendar of its account (or the account itself). */
  const authorised =
    (handler: (c: Context, owner: string, calendarId: string) => Promise<Response>) =>
    async (c: Context) => {
      const owner = await bearerOwner(db, c);
      if (owner === null) return googleError(c, 401, 'authError', 'Invalid Credentials');
      const calendarId = c.req.param('calendarId') ?? '';
      if (
        c.req.param('calendarId') !== undefined &&
        (await store.calendar(owner, calendarId)) === null
      ) {
        return googleError(c, 404, 'notFound', 'Not Found');
      }
      return handler(c, owner, calendarId);
    };
  const bodyOf = async (c: Context) =>
    jsonInputOrNone(await c.req.text()) as calendar_v3.Schema$Event;
  const parsed = async (c: Context) => {
    try {
      return fieldsOfGoogle((await bodyOf(c)) ?? {});
    } catch {
      return null;
    }
  };
  const writable = async (owner: string, calendarId: string) =>
    (await store.calendar(owner, calendarId))?.writable === true;

  app.get(
    `${api}/users/me/calendarList`,
    authorised(async (c, owner) =>
      c.json({
        kind: 'calendar#calendarList',
        items: (await store.calendars(owner)).map((calendar) => ({
          kind: 'calendar#calendarListEntry',
          id: calendar.id,
          summary: calendar.name,
          backgroundColor: calendar.colour,
          accessRole: calendar.writable ? 'owner' : 'reader',
          ...(calendar.is_primary ? { primary: true } : {}),
        })),
      }),
    ),
  );

  app.get(
    `${api}/calendars/:calendarId/events`,
    authorised(async (c, owner, calendarId) => {
      const from = new Date(c.req.query('timeMin') ?? '1970-01-01T00:00:00Z');
      const to = new Date(c.req.query('timeMax') ?? '2100-01-01T00:00:00Z');
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) {
        return googleError(c, 400, 'invalid', 'Bad Request');
      }
      const showDeleted = c.req.query('showDeleted') === 'true';
      const single = c.req.query('singleEvents') === 'true';
      const items = (await store.events(owner, calendarId))
        .filter((event) => showDeleted || !event.cancelled)
        .flatMap((event) =>
          single || event.rrule === null
            ? instancesOf(event, from, to).map((instance) => googleEventResource(event, instance))
            : [googleEventResource(event)],
        );
      const size = Math.min(Math.max(Number(c.req.query('maxResults') ?? 250) || 250, 1), 2500);
      const offset = Math.max(Number(c.req.query('pageToken') ?? 0) || 0, 0);
      const next = offset + size < items.length ? { nextPageToken: String(offset + size) } : {};
      return c.json({
        kind: 'calendar#events',
        items: items.slice(offset, offset + size),
        ...next,
      });
    }),
  );

  app.post(
    `${api}/calendars/:calendarId/events/watch`,
    authorised(async (c, owner, calendarId) => {
      const body = (await bodyOf(c)) as calendar_v3.Schema$Channel | undefined;
      const id = typeof body?.id === 'string' ? body.id : '';
      const address = typeof body?.address === 'string' ? body.address : '';
      if (
        !/^[A-Za-z0-9/_+=-]{1,64}$/.test(id) ||
        (!address.startsWith('https://') && !address.startsWith('http://'))
      ) {
        return googleError(c, 400, 'invalid', 'A channel needs an id and a web_hook address.');
      }
      const expiresAt = new Date(Date.now() + 7 * 86_400_000);
      const token = typeof body?.token === 'string' ? body.token : null;
      await store.openChannel(owner, calendarId, { id, address, token, expires_at: expiresAt });
      return c.json({
        kind: 'api#channel',
        id,
        resourceId: `resource-${id}`,
        resourceUri: `${c.req.url.split('/watch')[0]}`,
        ...(token === null ? {} : { token }),
        expiration: String(expiresAt.getTime()),
      });
    }),
  );

  app.post(
    `${api}/channels/stop`,
    authorised(async (c, owner) => {
      const body = (await bodyOf(c)) as calendar_v3.Schema$Channel | undefined;
      const closed = typeof body?.id === 'string' && (await store.closeChannel(owner, body.id));
      return closed ? c.body(null, 204) : googleError(c, 404, 'notFound', 'Channel not found');
    }),
  );

  app.post(
    `${api}/calendars/:calendarId/events`,
    authorised(async (c, owner, calendarId) => {
      const fields = await parsed(c);
      if (fields === null) return googleError(c, 400, 'invalid', 'Invalid event.');
      if (!(await writable(owner, calendarId)))
        return googleError(c, 403, 'forbidden', 'Forbidden');
      const body = (await bodyOf(c)) ?? {};
      const id = typeof body.id === 'string' ? body.id : crypto.randomUUID().replaceAll('-', '');
      if (!/^[a-v0-9]{5,1024}$/.test(id))
        return googleError(c, 400, 'invalid', 'Invalid resource id value.');
      try {
        const event = await store.insert(owner, calendarId, id, fields);
        announcer.changed('google', owner, calendarId);
        return c.json(googleEventResource(event));
      } catch (error) {
        if (error instanceof DuplicateEvent)
          return googleError(c, 409, 'duplicate', 'The requested identifier already exists.');
        throw error;
      }
    }),
  );

  app.get(
    `${api}/calendars/:calendarId/events/:eventId`,
    authorised(async (c, owner, calendarId) => {
      const event = await store.event(owner, calendarId, c.req.param('eventId') ?? '');
      return event === null
        ? googleError(c, 404, 'notFound', 'Not Found')
        : c.json(googleEventResource(event));
    }),
  );

  app.put(
    `${api}/calendars/:calendarId/events/:eventId`,
    authorised(async (c, owner, calendarId) => {
      const fields = await parsed(c);
      if (fields === null) return googleError(c, 400, 'invalid', 'Invalid event.');
      if (!(await writable(owner, calendarId)))
        return googleError(c, 403, 'forbidden', 'Forbidden');
      const event = await store.update(owner, calendarId, c.req.param('eventId') ?? '', fields);
      if (event === null) return googleError(c, 404, 'notFound', 'Not Found');
      announcer.changed('google', owner, calendarId);
      return c.json(googleEventResource(event));
    }),
  );

  app.delete(
    `${api}/calendars/:calendarId/events/:eventId`,
    authorised(async (c, owner, calendarId) => {
      const eventId = c.req.param('eventId') ?? '';
      if (!(await writable(owner, calendarId)))
        return googleError(c, 403, 'forbidden', 'Forbidden');
      if ((await store.remove(owner, calendarId, eventId)) !== null) {
        announcer.changed('google', owner, calendarId);
        return c.body(null, 204);
      }
      return (await store.event(owner, calendarId, eventId)) === null
        ? googleError(c, 404, 'notFound', 'Not Found')
        : googleError(c, 410, 'deleted', 'Resource has been deleted');
    }),
  );
}
