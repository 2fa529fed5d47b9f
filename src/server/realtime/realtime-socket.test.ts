import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signJwt } from '../auth/sign-jwt.ts';
import {
  closeRealtime,
  joinFrame,
  joined,
  pause,
  rawSocket,
  realtimeClient,
  subscribed,
  within,
} from '../test-support/realtime-test-client.ts';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { keyClient } from '../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createTestUser, testAccessToken } from '../test-support/test-users.ts';

// The socket of /realtime/v1 as supabase-js (realtime-js 2.119) uses it, and as the wire
// contract words it (reference/realtime.md §1, §2, §6): handshake, heartbeat, joins and leaves,
// tokens and their expiry. Frames supabase-js never sends go through a bare WebSocket.

/** An API key of ours (role, iss "supabase", exp), expiring in `seconds` (negative: expired). */
async function apiKey(server: TestServer, seconds: number, role = 'anon') {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(server.signingKey, { iss: 'supabase', role, iat: now, exp: now + seconds });
}

/** The HTTP answer to an upgrade the server refuses. */
function refusal(server: TestServer, query: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`, {
      headers,
    });
    ws.on('open', () => reject(new Error('the socket opened')));
    ws.on('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
      );
    });
    ws.on('error', () => undefined);
  });
}

const systemMessage = (channel: ReturnType<SupabaseClient['channel']>) =>
  new Promise<Record<string, unknown>>((resolve) => channel.on('system', {}, resolve));

describe.each(testDatabaseKinds)('the realtime socket on %s', (kind) => {
  let server: TestServer;
  const clients: SupabaseClient[] = [];
  const client = (options: Parameters<typeof keyClient>[1] = {}) => {
    const made = keyClient(server, options);
    clients.push(made);
    return made;
  };
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map(closeRealtime));
  });
  afterAll(() => server?.stop());

  it('joins a channel with the anon key, over vsn 2.0.0 and 1.0.0', async () => {
    const v2 = client();
    expect(await subscribed(v2.channel('room1'))).toEqual({ status: 'SUBSCRIBED' });
    expect(v2.realtime.vsn).toBe('2.0.0');
    const old = await realtimeClient(server, { vsn: '1.0.0' });
    clients.push(old);
    expect(await subscribed(old.channel('room1'))).toEqual({ status: 'SUBSCRIBED' });
    expect(old.realtime.vsn).toBe('1.0.0');
  });

  it('echoes postgres_changes filters with ids the client matches (delivery is a later step)', async () => {
    const channel = client()
      .channel('changes')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'bookings' }, () => {})
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'enrollments', filter: 'booking_id=eq.1' },
        () => {},
      );
    expect(await subscribed(channel)).toEqual({ status: 'SUBSCRIBED' });

    const raw = await rawSocket(server);
    const filters = [
      { event: '*', schema: 'public' },
      { event: 'DELETE', schema: 'public', table: 'clients', filter: 'id=eq.7' },
    ];
    raw.send(joinFrame('1', 'realtime:changes', { postgres_changes: filters }));
    const [, ref, topic, event, payload] = await raw.next((frame) => frame[3] === 'phx_reply');
    expect([ref, topic, event]).toEqual(['1', 'realtime:changes', 'phx_reply']);
    const { status, response } = payload as {
      status: string;
      response: { postgres_changes: Record<string, unknown>[] };
    };
    expect(status).toBe('ok');
    expect(response.postgres_changes.map(({ id: _id, ...rest }) => rest)).toEqual(filters);
    for (const echoed of response.postgres_changes) expect(echoed.id).toEqual(expect.any(Number));
    raw.send(joinFrame('2', 'realtime:plain'));
    const plain = await raw.next((frame) => frame[1] === '2');
    expect(plain[4]).toEqual({ status: 'ok', response: { postgres_changes: [] } });
    raw.close();
  });

  it('answers heartbeats and ignores frames it cannot read', async () => {
    const raw = await rawSocket(server);
    raw.send('not json');
    raw.send('{"topic":"phoenix"}');
    raw.ws.send(Buffer.from([0, 1, 2, 3]));
    // JSON nested deeper than any API takes is ignored too, whatever it asks for.
    raw.send(`[null,"8","phoenix","heartbeat",${'['.repeat(200)}${']'.repeat(200)}]`);
    raw.send([null, '9', 'phoenix', 'heartbeat', {}]);
    expect(await raw.next((frame) => frame[1] === '9')).toEqual([
      null,
      '9',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    expect(raw.frames.filter((frame) => frame[1] === '8')).toEqual([]);
    raw.close();

    const app = client();
    const beat = new Promise((resolve) =>
      app.realtime.onHeartbeat((status) => status === 'ok' && resolve(status)),
    );
    await joined(app.channel('beats'));
    app.realtime.sendHeartbeat();
    expect(await within(beat, 5000, 'a heartbeat reply')).toBe('ok');
  });

  it('refuses a socket without a good key before the upgrade', async () => {
    expect(await refusal(server, 'vsn=2.0.0')).toEqual({
      status: 401,
      body: { error: 'API key is missing' },
    });
    expect(await refusal(server, 'apikey=nonsense&vsn=2.0.0')).toEqual({
      status: 401,
      body: { error: 'The token provided is not a valid JWT' },
    });
    const expired = await apiKey(server, -120);
    const answer = await refusal(server, `apikey=${expired}`);
    expect(answer.status).toBe(401);
    expect((answer.body as { error: string }).error).toMatch(
      /^Token has expired 1[12]\d seconds ago$/,
    );
    const forged = `${server.apiKeys.anon.slice(0, -4)}AAAA`;
    expect(await refusal(server, `apikey=${forged}`)).toEqual({
      status: 401,
      body: { error: 'Failed to validate JWT signature' },
    });
    // x-api-key wins over the query, as on Supabase.
    expect(
      await refusal(server, `apikey=${server.apiKeys.anon}`, { 'x-api-key': 'nonsense' }),
    ).toMatchObject({ status: 401 });
    // And the official client, refused, reports the channel's error and keeps retrying.
    const refused = keyClient(server, { key: 'nonsense' });
    clients.push(refused);
    expect((await subscribed(refused.channel('room1'))).status).toBe('CHANNEL_ERROR');
  });

  it('refuses topics that are not realtime channels, and channels without a name', async () => {
    const raw = await rawSocket(server);
    raw.send(joinFrame('1', 'room1'));
    expect(await raw.next((frame) => frame[1] === '1')).toEqual([
      '1',
      '1',
      'room1',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    raw.send(['5', '6', 'realtime:never-joined', 'broadcast', { type: 'broadcast', event: 'e' }]);
    expect((await raw.next((frame) => frame[1] === '6'))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    raw.close();

    const nameless = client().channel('');
    expect(await subscribed(nameless)).toEqual({
      status: 'CHANNEL_ERROR',
      message: 'TopicNameRequired: You must provide a topic name',
    });
  });

  it('leaves with a reply and phx_close, and a second join replaces the first', async () => {
    const app = client();
    const channel = await joined(app.channel('leaving'));
    expect(await channel.unsubscribe()).toBe('ok');

    const raw = await rawSocket(server);
    raw.send(joinFrame('1', 'realtime:twice'));
    await raw.next((frame) => frame[1] === '1');
    raw.send(joinFrame('2', 'realtime:twice'));
    const close = await raw.next((frame) => frame[3] === 'phx_close');
    expect(close).toEqual(['1', '1', 'realtime:twice', 'phx_close', {}]);
    expect((await raw.next((frame) => frame[1] === '2'))[4]).toMatchObject({ status: 'ok' });
    raw.send(['2', '3', 'realtime:twice', 'phx_leave', {}]);
    expect(await raw.next((frame) => frame[1] === '3')).toEqual([
      '2',
      '3',
      'realtime:twice',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    expect(await raw.next((frame) => frame[3] === 'phx_close' && frame[0] === '2')).toEqual([
      '2',
      '2',
      'realtime:twice',
      'phx_close',
      {},
    ]);
    raw.close();
  });

  it('joins with a user token, and refuses a join whose token is bad', async () => {
    const user = await createTestUser(server);
    const app = await realtimeClient(server, {
      accessToken: await testAccessToken(server, user.id),
    });
    clients.push(app);
    expect(await subscribed(app.channel('mine'))).toEqual({ status: 'SUBSCRIBED' });
    const raw = await rawSocket(server);
    raw.send(['1', '1', 'realtime:mine', 'phx_join', { config: {}, access_token: 'not.a.jwt' }]);
    expect((await raw.next((frame) => frame[1] === '1'))[4]).toEqual({
      status: 'error',
      response: { reason: 'MalformedJWT: The token provided is not a valid JWT' },
    });
    const expired = await apiKey(server, -100);
    raw.send(['2', '2', 'realtime:mine', 'phx_join', { config: {}, access_token: expired }]);
    const reason = (
      (await raw.next((frame) => frame[1] === '2'))[4] as {
        response: { reason: string };
      }
    ).response.reason;
    expect(reason).toMatch(/^InvalidJWTToken: Token has expired (99|100|101) seconds ago$/);
    // An sb_ key stands for the socket's own key.
    raw.send([
      '3',
      '3',
      'realtime:mine',
      'phx_join',
      { config: {}, access_token: 'sb_publishable_x' },
    ]);
    expect((await raw.next((frame) => frame[1] === '3'))[4]).toMatchObject({ status: 'ok' });
    raw.close();
  });

  it('closes a channel whose new access token is bad or expired', async () => {
    const app = client();
    const channel = app.channel('tokens');
    const system = systemMessage(channel);
    const closed = new Promise((resolve) =>
      channel.subscribe((status) => status === 'CLOSED' && resolve(status)),
    );
    await within(
      new Promise((resolve) => {
        const check = () => (channel.state === 'joined' ? resolve(true) : setTimeout(check, 20));
        check();
      }),
      5000,
      'the join',
    );
    await app.realtime.setAuth('not.a.jwt');
    expect(await within(system, 5000, 'the system message')).toEqual({
      extension: 'system',
      status: 'error',
      message: 'The token provided is not a valid JWT',
      channel: 'tokens',
    });
    expect(await within(closed, 5000, 'CLOSED')).toBe('CLOSED');

    const other = client();
    const second = await joined(other.channel('tokens-2'));
    const expiredSystem = systemMessage(second);
    await other.realtime.setAuth(await apiKey(server, -60));
    expect(await within(expiredSystem, 5000, 'the system message')).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^Token has expired (59|60|61) seconds ago$/),
    });
  });

  it('closes a channel when its token expires, unless a new one came first', async () => {
    const app = client();
    await app.realtime.setAuth(await apiKey(server, 2));
    const expiring = app.channel('expiring');
    const system = systemMessage(expiring);
    await joined(expiring);
    const message = await within(system, 6000, 'the expiry');
    expect(message).toEqual({
      extension: 'system',
      status: 'error',
      message: 'Token has expired 0 seconds ago',
      channel: 'expiring',
    });

    const renewed = client();
    await renewed.realtime.setAuth(await apiKey(server, 2));
    const kept = renewed.channel('renewed');
    const messages: unknown[] = [];
    kept.on('system', {}, (payload) => messages.push(payload));
    await joined(kept);
    await renewed.realtime.setAuth(await apiKey(server, 3600));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(messages).toEqual([]);
    expect(kept.state).toBe('joined');
  });

  it('joins at most 100 channels on one socket', async () => {
    const raw = await rawSocket(server);
    for (let n = 1; n <= 100; n += 1) raw.send(joinFrame(String(n), `realtime:many-${n}`));
    await raw.next((frame) => frame[1] === '100', 20_000);
    const replies = raw.frames.filter((frame) => frame[3] === 'phx_reply');
    expect(replies.every((frame) => (frame[4] as { status: string }).status === 'ok')).toBe(true);
    // A new socket may join 100 channels at once; later joins come back at 10 a second.
    await pause(250);
    raw.send(joinFrame('101', 'realtime:many-101'));
    expect((await raw.next((frame) => frame[1] === '101'))[4]).toEqual({
      status: 'error',
      response: { reason: 'ChannelRateLimitReached: Too many channels' },
    });
    // A second join of a joined topic is not one more channel.
    raw.send(joinFrame('102', 'realtime:many-1'));
    expect((await raw.next((frame) => frame[1] === '102'))[4]).toMatchObject({ status: 'ok' });
    raw.close();
  });
});
