import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestServer } from './start-test-server.ts';

/** What `subscribe()` reported first: a status and, for errors, the message. */
export function subscribed(
  channel: RealtimeChannel,
): Promise<{ status: string; message?: string }> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) =>
      resolve(error === undefined ? { status } : { status, message: error.message }),
    );
  });
}

/** Subscribes and fails unless the channel joins. */
export async function joined(channel: RealtimeChannel): Promise<RealtimeChannel> {
  const result = await subscribed(channel);
  if (result.status !== 'SUBSCRIBED') {
    throw new Error(`${channel.topic}: ${result.status} ${result.message ?? ''}`);
  }
  return channel;
}

/** Resolves with the values `take` accepts, once there are `count` of them. */
export function collector<T>(count = 1) {
  const items: T[] = [];
  let done: (items: T[]) => void = () => undefined;
  const all = new Promise<T[]>((resolve) => (done = resolve));
  return {
    items,
    all,
    take(item: T) {
      items.push(item);
      if (items.length === count) done(items);
    },
  };
}

/** Waits at most ms for the promise; rejects with the label otherwise. */
export function within<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`timed out waiting for ${label}`)), ms).unref(),
    ),
  ]);
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Disconnects a client's socket and forgets its channels. */
export async function closeRealtime(client: SupabaseClient): Promise<void> {
  await client.removeAllChannels();
  client.realtime.disconnect();
}

export type RawFrame = [string | null, string | null, string, string, unknown];

/**
 * A bare WebSocket speaking vsn 2.0.0 frames by hand, for what supabase-js never sends (a
 * topic without `realtime:`, a second join, broken frames).
 */
export async function rawSocket(server: TestServer, query = `apikey=${server.apiKeys.anon}`) {
  const ws = new WebSocket(
    `${server.url.replace('http', 'ws')}/realtime/v1/websocket?${query}&vsn=2.0.0`,
  );
  const frames: RawFrame[] = [];
  const waiting: { test: (frame: RawFrame) => boolean; resolve: (frame: RawFrame) => void }[] = [];
  ws.on('message', (data, isBinary) => {
    if (isBinary) return;
    const frame = JSON.parse(String(data)) as RawFrame;
    frames.push(frame);
    for (const waiter of [...waiting]) {
      if (waiter.test(frame)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    ws,
    frames,
    send(frame: RawFrame | string) {
      ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
    /** The first frame (seen or to come) that passes the test. */
    next(test: (frame: RawFrame) => boolean, ms = 5000): Promise<RawFrame> {
      const seen = frames.find(test);
      if (seen !== undefined) return Promise.resolve(seen);
      return within(
        new Promise<RawFrame>((resolve) => waiting.push({ test, resolve })),
        ms,
        'a frame',
      );
    },
    close() {
      ws.close();
    },
  };
}

/** A join frame as realtime-js sends it. */
export const joinFrame = (ref: string, topic: string, config: object = {}): RawFrame => [
  ref,
  ref,
  topic,
  'phx_join',
  {
    config: {
      broadcast: { ack: false, self: false },
      presence: { key: '', enabled: false },
      postgres_changes: [],
      private: false,
      ...config,
    },
  },
];

/**
 * The official client on the anon key (or the given one), its socket speaking the given frame version, and, when
 * given, its realtime calls made with a user's access token (as supabase-js does once signed in).
 */
export async function realtimeClient(
  server: TestServer,
  options: { vsn?: '1.0.0' | '2.0.0'; accessToken?: string; apiKey?: string } = {},
): Promise<SupabaseClient> {
  const client = createClient(server.url, options.apiKey ?? server.apiKeys.anon, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: {
      transport: WebSocket as never,
      ...(options.vsn === undefined ? {} : { vsn: options.vsn }),
    },
  });
  if (options.accessToken !== undefined) await client.realtime.setAuth(options.accessToken);
  return client;
}
