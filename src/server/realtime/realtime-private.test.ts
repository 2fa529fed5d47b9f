import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeRealtime,
  collector,
  joined,
  pause,
  realtimeClient,
  subscribed,
  within,
} from '../test-support/realtime-test-client.ts';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createTestUser, testAccessToken, type TestUser } from '../test-support/test-users.ts';

// Private channels (reference/realtime.md §4.4): policies on realtime.messages decide who reads
// and who writes, with realtime.topic() naming the channel, as on Supabase. Here a project's
// policies let the writer read and write `front-desk`, the reader only read it, and nobody else.

type Received = { event: string; payload: unknown };

describe.each(testDatabaseKinds)('private channels on %s', (kind) => {
  let server: TestServer;
  let writer: TestUser;
  let reader: TestUser;
  let stranger: TestUser;
  const clients: SupabaseClient[] = [];
  const as = async (user: TestUser | undefined) => {
    const made = await realtimeClient(
      server,
      user === undefined ? {} : { accessToken: await testAccessToken(server, user.id) },
    );
    clients.push(made);
    return made;
  };
  const listen = async (user: TestUser | undefined, isPrivate: boolean) => {
    const heard = collector<Received>();
    const channel = (await as(user))
      .channel('front-desk', { config: { private: isPrivate } })
      .on('broadcast', { event: '*' }, (message) => heard.take(message as unknown as Received));
    await joined(channel);
    return { channel, heard };
  };
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    writer = await createTestUser(server);
    reader = await createTestUser(server);
    stranger = await createTestUser(server);
    await server.db.exec(`
      create policy "front desk reads" on realtime.messages for select to authenticated
        using (realtime.topic() = 'front-desk' and extension = 'broadcast'
               and auth.uid() in ('${writer.id}', '${reader.id}'));
      create policy "front desk writes" on realtime.messages for insert to authenticated
        with check (realtime.topic() = 'front-desk' and extension = 'broadcast'
                    and auth.uid() = '${writer.id}');`);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map(closeRealtime));
  });
  afterAll(() => server?.stop());

  it('refuses a join without a read policy, with the exact reason', async () => {
    const reason =
      'Unauthorized: You do not have permissions to read from this Channel topic: front-desk';
    for (const user of [undefined, stranger]) {
      const channel = (await as(user)).channel('front-desk', { config: { private: true } });
      expect(await subscribed(channel)).toEqual({ status: 'CHANNEL_ERROR', message: reason });
    }
    const other = (await as(writer)).channel('back-office', { config: { private: true } });
    expect(await subscribed(other)).toEqual({
      status: 'CHANNEL_ERROR',
      message:
        'Unauthorized: You do not have permissions to read from this Channel topic: back-office',
    });
  });

  it('delivers what the writer sends, drops what the reader sends, and keeps public apart', async () => {
    const reading = await listen(reader, true);
    const publicListener = await listen(stranger, false);
    const writing = await listen(writer, true);
    await writing.channel.send({ type: 'broadcast', event: 'checked-in', payload: { id: 1 } });
    expect(await within(reading.heard.all, 5000, 'the private broadcast')).toEqual([
      { type: 'broadcast', event: 'checked-in', payload: { id: 1 } },
    ]);
    // The reader may not write: dropped, unanswered even when acknowledgements are asked for.
    const acked = (await as(reader)).channel('front-desk', {
      config: { private: true, broadcast: { ack: true } },
    });
    await joined(acked);
    expect(
      await acked.send({ type: 'broadcast', event: 'forged', payload: {} }, { timeout: 1500 }),
    ).toBe('timed out');
    // A public channel of the same name is another channel.
    const publicSender = (await as(writer)).channel('front-desk');
    await joined(publicSender);
    await publicSender.send({ type: 'broadcast', event: 'public', payload: {} });
    expect(await within(publicListener.heard.all, 5000, 'the public broadcast')).toEqual([
      { type: 'broadcast', event: 'public', payload: {} },
    ]);
    await pause(200);
    expect(writing.heard.items).toEqual([]);
    expect(reading.heard.items).toHaveLength(1);
  });

  it('asks the policies for REST broadcasts to private channels', async () => {
    const reading = await listen(reader, true);
    const post = (token: string, body: object) =>
      fetch(`${server.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: {
          apikey: server.apiKeys.anon,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    const message = (event: string) => ({
      messages: [{ topic: 'front-desk', event, payload: {}, private: true }],
    });
    // Dropped without a write policy, and still accepted.
    expect((await post(server.apiKeys.anon, message('anon'))).status).toBe(202);
    expect((await post(await testAccessToken(server, reader.id), message('reader'))).status).toBe(
      202,
    );
    expect((await post(await testAccessToken(server, writer.id), message('writer'))).status).toBe(
      202,
    );
    expect(await within(reading.heard.all, 5000, 'the writer')).toEqual([
      { type: 'broadcast', event: 'writer', payload: {} },
    ]);
    const readerChannel = (await as(reader)).channel('front-desk', { config: { private: true } });
    await expect(readerChannel.httpSend('e', {})).rejects.toThrow('Unauthorized');
    const writerChannel = (await as(writer)).channel('front-desk', { config: { private: true } });
    await expect(writerChannel.httpSend('e', {})).resolves.toMatchObject({ success: true });
  });

  it('asks the policies again for a new token, and closes the channel when they say no', async () => {
    const client = await as(reader);
    const channel = client.channel('front-desk', { config: { private: true } });
    const system = new Promise((resolve) => channel.on('system', {}, resolve));
    await joined(channel);
    // Another of the reader's sessions: still allowed, the channel stays.
    await client.realtime.setAuth(await testAccessToken(server, reader.id));
    await pause(300);
    expect(channel.state).toBe('joined');
    await client.realtime.setAuth(await testAccessToken(server, stranger.id));
    expect(await within(system, 5000, 'the shutdown')).toEqual({
      extension: 'system',
      status: 'error',
      message: 'You no longer have permission to read from this Channel topic: front-desk',
      channel: 'front-desk',
    });
  });

  it('leaves nothing behind in realtime.messages, and names no topic outside a check', async () => {
    const { rows } = await server.db.query<{ count: number; topic: string | null }>(
      'select (select count(*)::int from realtime.messages) as count, realtime.topic() as topic',
    );
    expect(rows).toEqual([{ count: 0, topic: null }]);
  });
});
