import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeRealtime,
  collector,
  joined,
  pause,
  rawSocket,
  realtimeClient,
  within,
} from '../test-support/realtime-test-client.ts';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

// Broadcast on public channels (reference/realtime.md §4): pushes over the socket in both frame
// versions (realtime-js sends binary kind 3 on 2.0.0), self and ack, every socket of the
// server, and the two REST endpoints.

type Received = { event: string; payload: unknown; type: string; meta?: unknown };

describe.each(testDatabaseKinds)('broadcast on %s', (kind) => {
  let server: TestServer;
  const clients: SupabaseClient[] = [];
  const client = async (options: Parameters<typeof realtimeClient>[1] = {}) => {
    const made = await realtimeClient(server, options);
    clients.push(made);
    return made;
  };
  /** A joined channel of a new client, and what it hears. */
  const listener = async (
    name: string,
    options: Parameters<typeof realtimeClient>[1] = {},
    count = 1,
  ) => {
    const heard = collector<Received>(count);
    const channel = (await client(options))
      .channel(name)
      .on('broadcast', { event: '*' }, (message) => heard.take(message as Received));
    await joined(channel);
    return { channel, heard };
  };
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map(closeRealtime));
  });
  afterAll(() => server?.stop());

  it('reaches every other subscriber, between frame versions, and not the sender', async () => {
    const v2 = await listener('room');
    const v1 = await listener('room', { vsn: '1.0.0' });
    const senderHeard: unknown[] = [];
    const sender = (await client())
      .channel('room')
      .on('broadcast', { event: '*' }, (message) => senderHeard.push(message));
    await joined(sender);
    expect(await sender.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })).toBe('ok');
    const expected = { type: 'broadcast', event: 'cursor', payload: { x: 1 } };
    expect(await within(v2.heard.all, 5000, 'the 2.0.0 subscriber')).toEqual([expected]);
    expect(await within(v1.heard.all, 5000, 'the 1.0.0 subscriber')).toEqual([expected]);

    const fromV1 = await listener('room-b');
    const v1Sender = await joined((await client({ vsn: '1.0.0' })).channel('room-b'));
    await v1Sender.send({ type: 'broadcast', event: 'Moved', payload: { y: [1, 'two'] } });
    expect(await within(fromV1.heard.all, 5000, 'the 1.0.0 push')).toEqual([
      { type: 'broadcast', event: 'Moved', payload: { y: [1, 'two'] } },
    ]);
    await pause(100);
    expect(senderHeard).toEqual([]);
  });

  it('carries bytes between 2.0.0 sockets', async () => {
    const v2 = await listener('bytes');
    const sender = await joined((await client()).channel('bytes'));
    await sender.send({
      type: 'broadcast',
      event: 'blob',
      payload: new Uint8Array([1, 2, 250]).buffer,
    });
    const [message] = await within(v2.heard.all, 5000, 'the bytes');
    expect([...new Uint8Array(message?.payload as ArrayBuffer)]).toEqual([1, 2, 250]);
  });

  it('echoes to the sender with self, and acknowledges with ack', async () => {
    const heard = collector<Received>();
    const channel = (await client())
      .channel('echo', { config: { broadcast: { self: true, ack: true } } })
      .on('broadcast', { event: 'ping' }, (message) => heard.take(message as Received));
    await joined(channel);
    expect(await channel.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe('ok');
    expect(await within(heard.all, 5000, 'the echo')).toEqual([
      { type: 'broadcast', event: 'ping', payload: { n: 1 } },
    ]);
    // Past the 256 KB payload limit (Realtime's free plan): refused with ack, and not delivered.
    const big = { big: 'x'.repeat(256_000) };
    expect(await channel.send({ type: 'broadcast', event: 'ping', payload: big })).toBe('error');
    await expect(channel.httpSend('ping', big)).rejects.toThrow();
    expect(heard.items).toHaveLength(1);
    // With ack and nothing to acknowledge (no reply within the timeout) the client says so.
    const raw = await rawSocket(server);
    raw.send(['1', '1', 'realtime:acked', 'phx_join', { config: { broadcast: { ack: true } } }]);
    await raw.next((frame) => frame[1] === '1');
    raw.send([
      '1',
      '2',
      'realtime:acked',
      'broadcast',
      { type: 'broadcast', event: 'e', payload: {} },
    ]);
    expect(await raw.next((frame) => frame[1] === '2')).toEqual([
      '1',
      '2',
      'realtime:acked',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    // JSON text pushes (other SDKs) reach the others as they came.
    const json = await listener('acked');
    raw.send([
      '1',
      '3',
      'realtime:acked',
      'broadcast',
      { type: 'broadcast', event: 'j', payload: { a: 1 } },
    ]);
    expect(await within(json.heard.all, 5000, 'the JSON push')).toEqual([
      { type: 'broadcast', event: 'j', payload: { a: 1 } },
    ]);
    raw.close();
  });

  it('sends through the REST endpoints', async () => {
    const room = await listener('rest-room', {}, 3);
    const v1 = await listener('rest-room', { vsn: '1.0.0' }, 3);
    // Not joined: realtime-js falls back to POST /api/broadcast.
    const outsider = (await client()).channel('rest-room');
    expect(await outsider.send({ type: 'broadcast', event: 'via-rest', payload: { r: 1 } })).toBe(
      'ok',
    );
    // httpSend: POST /api/broadcast/:topic/events/:event.
    const sender = (await client()).channel('rest-room');
    await sender.httpSend('via-http', { h: 2 });
    const response = await fetch(`${server.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: server.apiKeys.anon, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        messages: [{ topic: 'rest-room', event: 'batched', payload: { b: 3 }, id: 'm-1' }],
      }),
    });
    expect(response.status).toBe(202);
    const expected = [
      { type: 'broadcast', event: 'via-rest', payload: { r: 1 } },
      { type: 'broadcast', event: 'via-http', payload: { h: 2 } },
      { type: 'broadcast', event: 'batched', payload: { b: 3 }, meta: { id: 'm-1' } },
    ];
    expect(await within(room.heard.all, 5000, 'the REST broadcasts')).toEqual(expected);
    expect(await within(v1.heard.all, 5000, 'the REST broadcasts (1.0.0)')).toEqual(expected);
  });

  it('answers bad REST requests with their status and reason', async () => {
    const post = (path: string, init: RequestInit) =>
      fetch(`${server.url}/realtime/v1/api/broadcast${path}`, { method: 'POST', ...init });
    const anon = { apikey: server.apiKeys.anon, 'Content-Type': 'application/json' };
    const noKey = await post('', { body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect([noKey.status, await noKey.json()]).toEqual([401, { message: 'Unauthorized' }]);
    const badKey = await post('/t/events/e', { body: '{}', headers: { apikey: 'x.y.z' } });
    expect([badKey.status, await badKey.json()]).toEqual([401, { message: 'Unauthorized' }]);
    const blank = await post('', { body: '{"messages":[]}', headers: anon });
    expect([blank.status, await blank.json()]).toEqual([
      422,
      { errors: { messages: ["can't be blank"] } },
    ]);
    const invalid = await post('', {
      body: JSON.stringify({ messages: [{ topic: 't', payload: 'x' }] }),
      headers: anon,
    });
    expect([invalid.status, await invalid.json()]).toEqual([
      422,
      { errors: { messages: [{ event: ["can't be blank"], payload: ['is invalid'] }] } },
    ]);
    const broken = await post('', { body: '{"messages":', headers: anon });
    expect(broken.status).toBe(400);
    const media = await post('/t/events/e', {
      body: 'hi',
      headers: { apikey: server.apiKeys.anon, 'Content-Type': 'text/plain' },
    });
    expect([media.status, await media.json()]).toEqual([
      415,
      { error: 'Unsupported Media Type. Use application/json or application/octet-stream' },
    ]);
    const preflight = await fetch(`${server.url}/realtime/v1/api/broadcast`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});
