import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { jsonInputOrNone } from '../../http/json-input.ts';
import {
  fieldsOfGraph,
  graphError,
  graphEventResource,
  type GraphEventInput,
} from './microsoft-shapes.ts';
import { registerSubscriptions } from './microsoft-subscriptions.ts';
import { instancesOf } from './stand-in-instances.ts';
import { consentRoutes } from './stand-in-consent.ts';
import { bearerOwner, tokenRoute } from './stand-in-oauth.ts';
import type { StandInServices } from './stand-in-services.ts';

/** Microsoft Graph v1.0 (what calendars use) and Microsoft's OAuth, at their paths under `base`. */
export function registerMicrosoftStandIn(app: Hono, base: string, services: StandInServices): void {
  const { db, store, announcer } = services;
  const consent = consentRoutes(db, 'microsoft');
  app.get(`${base}/:authority/oauth2/v2.0/authorize`, consent.show);
  app.post(`${base}/:authority/oauth2/v2.0/authorize`, consent.answer);
  app.post(`${base}/:authority/oauth2/v2.0/token`, tokenRoute(db, services.box, 'microsoft'));

  const api = `${base}/v1.0`;
  const authorised =
    (handler: (c: Context, owner: string) => Promise<Response>) => async (c: Context) => {
      const owner = await bearerOwner(db, c);
      if (owner === null)
        return graphError(
          c,
          401,
          'InvalidAuthenticationToken',
          'Access token is empty or invalid.',
        );
      return handler(c, owner);
    };
  const bodyOf = async (c: Context) =>
    (jsonInputOrNone(await c.req.text()) ?? {}) as Record<string, unknown>;
  const notFound = (c: Context) =>
    graphError(c, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
  const parsed = async (c: Context) => {
    try {
      return fieldsOfGraph((await bodyOf(c)) as GraphEventInput);
    } catch {
      return null;
    }
  };

  app.get(
    `${api}/me`,
    authorised(async (c, owner) => {
      const address = owner.split(':').slice(2).join(':');
      return c.json({ id: owner, mail: address, userPrincipalName: address, displayName: address });
    }),
  );

  app.get(
    `${api}/me/calendars`,
    authorised(async (c, owner) =>
      c.json({
        value: (await store.calendars(owner)).map((calendar) => ({
          id: calendar.id,
          name: calendar.name,
          hexColor: calendar.colour ?? '',
          canEdit: calendar.writable,
          isDefaultCalendar: calendar.is_primary,
        })),
      }),
    ),
  );

  app.get(
    `${api}/me/calendars/:calendarId/calendarView`,
    authorised(async (c, owner) => {
      const calendarId = c.req.param('calendarId') ?? '';
      if ((await store.calendar(owner, calendarId)) === null) return notFound(c);
      const from = new Date(c.req.query('startDateTime') ?? '');
      const to = new Date(c.req.query('endDateTime') ?? '');
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) {
        return graphError(
          c,
          400,
          'ErrorInvalidParameter',
          'calendarView needs startDateTime and endDateTime.',
        );
      }
      const items = (await store.events(owner, calendarId))
        .filter((event) => !event.cancelled)
        .flatMap((event) =>
          instancesOf(event, from, to).map((instance) => graphEventResource(event, instance)),
        );
      const top = Math.min(Math.max(Number(c.req.query('$top') ?? 10) || 10, 1), 1000);
      const skip = Math.max(Number(c.req.query('$skip') ?? 0) || 0, 0);
      const next = new URL(c.req.url);
      next.searchParams.set('$skip', String(skip + top));
      return c.json({
        value: items.slice(skip, skip + top),
        ...(skip + top < items.length ? { '@odata.nextLink': next.href } : {}),
      });
    }),
  );

  app.post(
    `${api}/me/calendars/:calendarId/events`,
    authorised(async (c, owner) => {
      const calendarId = c.req.param('calendarId') ?? '';
      const calendar = await store.calendar(owner, calendarId);
      if (calendar === null) return notFound(c);
      if (!calendar.writable) return graphError(c, 403, 'ErrorAccessDenied', 'Access is denied.');
      const fields = await parsed(c);
      if (fields === null) return graphError(c, 400, 'ErrorInvalidRequest', 'Invalid event.');
      const event = await store.insert(
        owner,
        calendarId,
        `AAMk${randomUUID().replaceAll('-', '')}`,
        fields,
      );
      announcer.changed('microsoft', owner, calendarId);
      return c.json(graphEventResource(event), 201);
    }),
  );

  const eventPath = `${api}/me/events/:eventId`;
  app.get(
    eventPath,
    authorised(async (c, owner) => {
      const event = await store.event(owner, null, c.req.param('eventId') ?? '');
      return event === null || event.cancelled ? notFound(c) : c.json(graphEventResource(event));
    }),
  );
  app.patch(
    eventPath,
    authorised(async (c, owner) => {
      const before = await store.event(owner, null, c.req.param('eventId') ?? '');
      if (before === null || before.cancelled) return notFound(c);
      const fields = await parsed(c);
      if (fields === null) return graphError(c, 400, 'ErrorInvalidRequest', 'Invalid event.');
      const event = await store.update(owner, before.calendar_id, before.id, fields);
      if (event === null) return notFound(c);
      announcer.changed('microsoft', owner, event.calendar_id);
      return c.json(graphEventResource(event));
    }),
  );
  app.delete(
    eventPath,
    authorised(async (c, owner) => {
      const calendarId = await store.remove(owner, null, c.req.param('eventId') ?? '');
      if (calendarId === null) return notFound(c);
      announcer.changed('microsoft', owner, calendarId);
      return c.body(null, 204);
    }),
  );

  registerSubscriptions(app, api, services, authorised);
}
