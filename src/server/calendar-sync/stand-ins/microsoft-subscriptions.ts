import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { jsonInputOrNone } from '../../http/json-input.ts';
import { graphError } from './microsoft-shapes.ts';
import type { StandInServices } from './stand-in-services.ts';

/** The longest a subscription to events may live at Graph: 4,230 minutes. */
const maxSubscriptionMs = 4230 * 60_000;

/** Graph's subscriptions: created after the validation handshake, renewed, deleted. */
export function registerSubscriptions(
  app: Hono,
  api: string,
  services: StandInServices,
  authorised: (
    handler: (c: Context, owner: string) => Promise<Response>,
  ) => (c: Context) => Promise<Response>,
) {
  const { store, send } = services;
  const bodyOf = async (c: Context) =>
    (jsonInputOrNone(await c.req.text()) ?? {}) as Record<string, unknown>;
  app.post(
    `${api}/subscriptions`,
    authorised(async (c, owner) => {
      const body = await bodyOf(c);
      const address = typeof body.notificationUrl === 'string' ? body.notificationUrl : '';
      const resource = typeof body.resource === 'string' ? body.resource : '';
      const calendarId = /^\/?me\/calendars\/([^/]+)\/events$/.exec(resource)?.[1];
      const expires = new Date(
        typeof body.expirationDateTime === 'string' ? body.expirationDateTime : '',
      );
      const invalid = (message: string) => graphError(c, 400, 'InvalidRequest', message);
      if (!/^https?:\/\//.test(address)) return invalid('notificationUrl must be an address.');
      if (
        calendarId === undefined ||
        (await store.calendar(owner, decodeURIComponent(calendarId))) === null
      ) {
        return invalid('Only me/calendars/{id}/events is supported.');
      }
      if (Number.isNaN(expires.getTime()) || expires.getTime() > Date.now() + maxSubscriptionMs) {
        return invalid('expirationDateTime is missing or too far.');
      }
      // Graph validates the address first: it must echo the token, as text, at once.
      const token = randomUUID();
      const check = new URL(address);
      check.searchParams.set('validationToken', token);
      const echoed = await send(
        new Request(check, { method: 'POST', headers: { 'Content-Type': 'text/plain' } }),
      );
      if (echoed.status !== 200 || (await echoed.text()) !== token) {
        return invalid(
          'Subscription validation request failed. Response must exactly match validationToken query parameter.',
        );
      }
      const id = randomUUID();
      const clientState = typeof body.clientState === 'string' ? body.clientState : null;
      await store.openChannel(owner, decodeURIComponent(calendarId), {
        id,
        address,
        token: clientState,
        expires_at: expires,
      });
      return c.json(
        {
          id,
          resource,
          changeType: body.changeType,
          notificationUrl: address,
          expirationDateTime: expires.toISOString(),
          clientState,
        },
        201,
      );
    }),
  );
  app.patch(
    `${api}/subscriptions/:id`,
    authorised(async (c, owner) => {
      const body = await bodyOf(c);
      const expires = new Date(
        typeof body.expirationDateTime === 'string' ? body.expirationDateTime : '',
      );
      if (Number.isNaN(expires.getTime()))
        return graphError(c, 400, 'InvalidRequest', 'expirationDateTime is missing.');
      const renewed = await store.renewChannel(owner, c.req.param('id') ?? '', expires);
      return renewed
        ? c.json({ id: c.req.param('id'), expirationDateTime: expires.toISOString() })
        : graphError(c, 404, 'ResourceNotFound', 'The object was not found.');
    }),
  );
  app.delete(
    `${api}/subscriptions/:id`,
    authorised(async (c, owner) =>
      (await store.closeChannel(owner, c.req.param('id') ?? ''))
        ? c.body(null, 204)
        : graphError(c, 404, 'ResourceNotFound', 'The object was not found.'),
    ),
  );
}
