import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  joinFrame,
  rawSocket,
  type RawFrame,
  within,
} from '../test-support/realtime-test-client.ts';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

// What one client may hold and send on /realtime/v1 (realtime-limits.ts,
// docs/decisions/0047-realtime-limits.md): sockets per address, joins, messages and bytes a
// second, presence size and calls, the presence_state sent back, a client that does not read,
// and the memory of closed sockets given back.

/** How a `ws` client's socket ends: its close code and reason. */
const closing = (ws: WebSocket) =>
  within(
    new Promise<{ code: number; reason: string }>((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    ),
    10_000,
    'the socket to close',
  );

/** A raw socket that has joined the topic with presence on. */
async function presenceSocket(server: TestServer, topic: string, key = '') {
  const raw = await rawSocket(server);
  raw.send(joinFrame('1', topic, { presence: { key, enabled: true } }));
  await raw.next((frame) => frame[3] === 'presence_state');
  return raw;
}

const track = (topic: string, ref: string, payload: unknown): RawFrame => [
  '1',
  ref,
  topic,
  'presence',
  { type: 'presence', event: 'track', payload },
];

describe.each(testDatabaseKinds)('realtime limits on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(() => server?.stop());

  /** Resolves once the hub holds no channel, topic or presence. */
  const hubEmptied = () =>
    within(
      (async () => {
        while (server.realtimeHub.holding().topics > 0) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })(),
      5000,
      'the hub to let go',
    );

  it('refuses an address more than REALTIME_MAX_SOCKETS_PER_ADDRESS sockets with 429', async () => {
    const limited = await startTestServerOn(kind, { REALTIME_MAX_SOCKETS_PER_ADDRESS: '3' });
    const url = `${limited.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${limited.apiKeys.anon}&vsn=2.0.0`;
    /** Opens a socket; its HTTP answer when the server refuses it. */
    const open = () =>
      new Promise<WebSocket | { status: number; headers: object; body: unknown }>(
        (resolve, reject) => {
          const ws = new WebSocket(url);
          ws.once('open', () => resolve(ws));
          ws.once('unexpected-response', (_request, response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: JSON.parse(text),
              }),
            );
          });
          ws.once('error', reject);
        },
      );
    try {
      const sockets = [await open(), await open(), await open()] as WebSocket[];
      expect(sockets.every((ws) => ws instanceof WebSocket)).toBe(true);
      expect(await open()).toEqual({
        status: 429,
        headers: expect.objectContaining({
          'content-type': 'application/json',
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
          'x-content-type-options': 'nosniff',
        }),
        body: {
          code: 'ConnectionRateLimitReached',
          error: 'Too many connections from this address',
        },
      });
      // A socket that closes makes room for another.
      const closed = closing(sockets[0] as WebSocket);
      sockets[0]?.close();
      await closed;
      let next = await open();
      for (let tries = 0; !(next instanceof WebSocket) && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        next = await open();
      }
      expect(next).toBeInstanceOf(WebSocket);
      for (const ws of [...sockets, next as WebSocket]) ws.close();
    } finally {
      await limited.stop();
    }
  });

  it('closes a socket that joins faster than 10 a second past its first 100, with 1008', async () => {
    const raw = await rawSocket(server);
    const closed = closing(raw.ws);
    // Joins of one topic: each replaces the last, so the channel limit never comes into it.
    for (let n = 1; n <= 150; n += 1) raw.send(joinFrame(String(n), 'realtime:join-flood'));
    expect(await closed).toEqual({ code: 1008, reason: 'Too many joins per second' });
    const refused = raw.frames.filter(
      (frame) => frame[3] === 'phx_reply' && (frame[4] as { status: string }).status === 'error',
    );
    expect(refused.map((frame) => frame[4])).toEqual([
      {
        status: 'error',
        response: { reason: 'ClientJoinRateLimitReached: Too many joins per second' },
      },
    ]);
    // The first 100 were within the budget; they came in the same burst, still waited in line
    // when the socket closed, and so were never joined.
    expect(Number(refused[0]?.[1])).toBeGreaterThan(100);
    await hubEmptied();
  });

  it('closes a socket past 100 messages or 1 MiB a second, with 1008', async () => {
    const chatty = await rawSocket(server);
    const chattyClosed = closing(chatty.ws);
    for (let n = 0; n < 150; n += 1) chatty.send([null, String(n), 'phoenix', 'heartbeat', {}]);
    expect(await chattyClosed).toEqual({ code: 1008, reason: 'Too many messages per second' });
    expect(chatty.frames.length).toBeLessThanOrEqual(100);

    const heavy = await rawSocket(server);
    const heavyClosed = closing(heavy.ws);
    const big = JSON.stringify([null, '1', 'phoenix', 'heartbeat', { x: 'x'.repeat(600_000) }]);
    heavy.send(big);
    heavy.send(big);
    expect(await heavyClosed).toEqual({ code: 1008, reason: 'Too many bytes per second' });
  });

  it('shuts a channel that tracks more than 4 KiB, or more than 5 times in 30 s', async () => {
    const raw = await presenceSocket(server, 'realtime:big-presence');
    raw.send(track('realtime:big-presence', '2', { note: 'x'.repeat(4000) }));
    expect((await raw.next((frame) => frame[1] === '2'))[4]).toEqual({
      status: 'ok',
      response: {},
    });
    raw.send(track('realtime:big-presence', '3', { note: 'x'.repeat(4100) }));
    expect((await raw.next((frame) => frame[3] === 'system'))[4]).toEqual({
      extension: 'system',
      status: 'error',
      message: 'Track message size exceeded',
      channel: 'big-presence',
    });
    await raw.next((frame) => frame[3] === 'phx_close');
    raw.close();

    const busy = await presenceSocket(server, 'realtime:busy-presence');
    for (let n = 1; n <= 6; n += 1) busy.send(track('realtime:busy-presence', `t${n}`, { n }));
    expect((await busy.next((frame) => frame[3] === 'system'))[4]).toMatchObject({
      status: 'error',
      message: 'Client presence rate limit exceeded',
    });
    const replies = busy.frames.filter((frame) => String(frame[1]).startsWith('t'));
    expect(replies.map((frame) => frame[1])).toEqual(['t1', 't2', 't3', 't4', 't5']);
    busy.close();
  });

  it('sends a joiner at most 100 presences', async () => {
    const hub = server.realtimeHub;
    for (let n = 0; n < 120; n += 1) hub.track('public:crowd', `seed:${n}`, `k${n}`, { n });
    try {
      const raw = await presenceSocket(server, 'realtime:crowd');
      const state = (await raw.next((frame) => frame[3] === 'presence_state'))[4] as object;
      expect(Object.keys(state)).toEqual(Array.from({ length: 100 }, (_, n) => `k${n}`));
      raw.close();
    } finally {
      for (let n = 0; n < 120; n += 1) hub.untrack('public:crowd', `seed:${n}`);
    }
  });

  it('cuts off a socket that does not read what it is sent', async () => {
    const slow = await rawSocket(server);
    slow.send(joinFrame('1', 'realtime:slow'));
    await slow.next((frame) => frame[1] === '1');
    slow.ws.pause();
    const cutOff = () =>
      server.logs.some((line) => line.msg === 'realtime: cut off a socket that does not read');
    const message = { topic: 'slow', event: 'e', payload: { x: 'x'.repeat(200_000) } };
    for (let n = 0; n < 100 && !cutOff(); n += 1) {
      const response = await fetch(`${server.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: server.apiKeys.anon, 'Content-Type': 'application/json' },
        body: JSON.stringify({ messages: [message, message, message, message] }),
      });
      expect(response.status).toBe(202);
    }
    expect(cutOff()).toBe(true);
    const closed = closing(slow.ws);
    slow.ws.resume();
    expect((await closed).code).toBe(1006);
  });

  it('keeps nothing of a socket once it has closed', async () => {
    // Sockets of the tests before may still be closing.
    await hubEmptied();
    const sockets = await Promise.all(
      ['a', 'b', 'c'].map((key) => presenceSocket(server, 'realtime:memory', key)),
    );
    for (const [n, raw] of sockets.entries()) {
      raw.send(track('realtime:memory', '2', { who: n }));
      await raw.next((frame) => frame[1] === '2');
      raw.send(joinFrame('3', `realtime:memory-${n}`));
      await raw.next((frame) => frame[1] === '3');
    }
    expect(server.realtimeHub.holding()).toMatchObject({ members: 6, presences: 3 });
    for (const raw of sockets) raw.close();
    await hubEmptied();
    expect(server.realtimeHub.holding()).toEqual({ members: 0, topics: 0, presences: 0 });
  });
});
