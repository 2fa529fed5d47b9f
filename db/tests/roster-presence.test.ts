import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeRealtime,
  joined,
  realtimeClient,
  subscribed,
  within,
} from '../../src/server/test-support/realtime-test-client.ts';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import {
  createTestCatalogue,
  type TestCatalogue,
  staffSession,
} from '../../src/server/test-support/test-catalogue.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';
import { testAccessToken, type TestUser } from '../../src/server/test-support/test-users.ts';

// Issue 21, point 3, migration 0280: the roster's presence channel `roster:<booking id>` is open
// to the team of the booking's business and to nobody else, whatever the topic says.

describe.each(testDatabaseKinds)('who has a roster open, on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let cat: TestCatalogue;
  let bookingId: string;
  const sockets: SupabaseClient[] = [];

  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'roster-a');
    b = await createTestTenant(server, 'roster-b');
    cat = await createTestCatalogue(a, 4);
    bookingId = await staffSession(a, cat.yoga, 24, 4);
  }, 60_000);
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map(closeRealtime));
  });
  afterAll(() => server.stop());

  const roster = async (user: TestUser, topic = `roster:${bookingId}`) => {
    const client = await realtimeClient(server, {
      accessToken: await testAccessToken(server, user.id),
    });
    sockets.push(client);
    // As the roster's screen does: listening to presence is what asks the server for it.
    return client
      .channel(topic, { config: { private: true, presence: { key: user.id } } })
      .on('presence', { event: 'sync' }, () => undefined);
  };

  it('lets two of the team see each other there', async () => {
    const owner = await joined(await roster(a.owner));
    const staff = await joined(await roster(a.staff));
    expect(await owner.track({ email: a.owner.email })).toBe('ok');
    expect(await staff.track({ email: a.staff.email })).toBe('ok');
    await within(
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(staff.presenceState()).includes(a.owner.id)
            ? resolve()
            : setTimeout(check, 20);
        check();
      }),
      5000,
      'the owner in the staff member’s presence state',
    );
    expect(Object.keys(owner.presenceState()).sort()).toEqual([a.owner.id, a.staff.id].sort());
    // The checks of a private channel run as its subscriber and end; the data API's requests
    // after them are still their own caller's (auth.uid() once read a stale '' here).
    const { data: memberships } = await a.staff.client.from('memberships').select('role');
    expect(memberships?.map((m: { role: string }) => m.role).sort()).toEqual(['owner', 'staff']);
  });

  it('refuses a client of the business, another business’s team, and other topics', async () => {
    for (const [user, topic] of [
      [a.client, `roster:${bookingId}`],
      [b.owner, `roster:${bookingId}`],
      [a.owner, `roster:${bookingId.slice(0, -1)}x`],
      [a.owner, `rosters:${bookingId}`],
    ] as const) {
      const result = await subscribed(await roster(user, topic));
      expect(result.status, `${user.email} on ${topic}`).toBe('CHANNEL_ERROR');
    }
  });
});
