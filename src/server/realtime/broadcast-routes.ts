import type { Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { JsonInputError, parseJsonInput } from '../http/json-input.ts';
import { checkBroadcastBatch } from './broadcast-batch.ts';
import { mayWrite, type Subscriber } from './channel-access.ts';
import type { BroadcastBody } from './frame-codec.ts';
import { fanoutTopic } from './realtime-hub.ts';
import { checkRealtimeToken } from './realtime-token.ts';
import type { RealtimeDeps } from './realtime-socket.ts';

const unsupportedMediaType =
  'Unsupported Media Type. Use application/json or application/octet-stream';

/** The caller as the REST endpoints see it: `Authorization: Bearer`, else the `apikey` header. */
async function caller(c: Context, deps: RealtimeDeps): Promise<Subscriber | undefined> {
  const bearer = /^bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const token = bearer ?? c.req.header('apikey');
  if (token === undefined) return undefined;
  const check = await checkRealtimeToken(deps.verifyApiToken, token, { url: c.req.url });
  if ('problem' in check) return undefined;
  return { role: check.claims.role, claims: check.claims, headers: c.req.header() };
}

const unauthorized = (c: Context) => c.json({ message: 'Unauthorized' }, 401);

/**
 * Broadcast over HTTP (reference/realtime.md §4.3): the batch endpoint that realtime-js falls
 * back to when a channel is not joined, and the per-event endpoint of `channel.httpSend`. Both
 * answer 202 with no body; a private message needs a write policy (§4.4).
 */
export function registerBroadcastRoutes(app: Hono, deps: RealtimeDeps): void {
  app.use('/realtime/v1/api/*', cors({ origin: '*' }));

  app.post('/realtime/v1/api/broadcast', async (c) => {
    const subscriber = await caller(c, deps);
    if (subscriber === undefined) return unauthorized(c);
    let body: unknown;
    try {
      body = parseJsonInput(await c.req.text());
    } catch (error) {
      if (error instanceof JsonInputError) return c.json({ message: error.message }, 400);
      throw error;
    }
    const checked = checkBroadcastBatch(body, deps.limits.maxPayloadBytes);
    if ('errors' in checked) return c.json({ errors: checked.errors }, 422);
    for (const message of checked.messages) {
      // Private messages without a write policy are dropped, and the batch still accepted.
      if (message.private && !(await mayWrite(deps.db, subscriber, message.topic, 'broadcast'))) {
        continue;
      }
      const meta = message.id === undefined ? undefined : { id: message.id };
      deps.hub.broadcast(fanoutTopic(message.topic, message.private), {
        event: message.event,
        body: { json: message.payload },
        binary: false,
        pushed: {
          type: 'broadcast',
          event: message.event,
          payload: message.payload,
          ...(meta === undefined ? {} : { meta }),
        },
      });
    }
    return c.body(null, 202);
  });

  app.post('/realtime/v1/api/broadcast/:topic/events/:event', async (c) => {
    const subscriber = await caller(c, deps);
    if (subscriber === undefined) return unauthorized(c);
    const topic = c.req.param('topic');
    const event = c.req.param('event');
    const isPrivate = c.req.query('private') === 'true';
    const type = (c.req.header('content-type') ?? 'application/json').split(';')[0]?.trim();
    let body: BroadcastBody;
    if (type === 'application/octet-stream') {
      body = { bytes: new Uint8Array(await c.req.arrayBuffer()) };
    } else if (type === 'application/json') {
      const text = await c.req.text();
      try {
        body = { json: text.trim() === '' ? {} : parseJsonInput(text) };
      } catch (error) {
        if (error instanceof JsonInputError) {
          return c.json({ errors: { payload: [error.message] } }, 422);
        }
        throw error;
      }
    } else {
      return c.json({ error: unsupportedMediaType }, 415);
    }
    const size = 'bytes' in body ? body.bytes.length : Buffer.byteLength(JSON.stringify(body.json));
    if (size > deps.limits.maxPayloadBytes) {
      return c.json({ errors: { payload: ['Payload size exceeds tenant limit'] } }, 422);
    }
    if (isPrivate && !(await mayWrite(deps.db, subscriber, topic, 'broadcast'))) {
      return c.json({ message: 'Unauthorized' }, 403);
    }
    deps.hub.broadcast(fanoutTopic(topic, isPrivate), { event, body, binary: true });
    return c.body(null, 202);
  });
}
