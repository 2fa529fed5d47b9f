import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeRealtime,
  joined,
  pause,
  realtimeClient,
  within,
} from '../../src/server/test-support/realtime-test-client.ts';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { createTestCatalogue, staffSession } from '../../src/server/test-support/test-catalogue.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

// Issue 21, point 3, migration 0281: everyone on a business's booking page, visitors included,
// hears which session changed (a place taken or freed, a session added or moved) on the public
// channel catalogue:<business>, and nothing about who; other businesses' pages hear nothing.

describe.each(testDatabaseKinds)('the timetable broadcast on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let visitor: SupabaseClient;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'timetable-a');
    b = await createTestTenant(server, 'timetable-b');
    visitor = await realtimeClient(server);
  }, 60_000);
  afterAll(async () => {
    await closeRealtime(visitor);
    await server.stop();
  });

  it('names the session whose places changed, to its own business’s page only', async () => {
    const cat = await createTestCatalogue(a, 3);
    const heardByA: Record<string, unknown>[] = [];
    const heardByB: Record<string, unknown>[] = [];
    const listen = (tenant: TestTenant, heard: Record<string, unknown>[]) =>
      joined(
        visitor
          .channel(`catalogue:${tenant.id}`)
          .on('broadcast', { event: 'timetable' }, ({ payload }) => heard.push(payload)),
      );
    await listen(a, heardByA);
    await listen(b, heardByB);

    const sessionId = await staffSession(a, cat.yoga, 24, 3);
    const enrolled = await a.client.client.rpc('enroll', {
      booking_id: sessionId,
      option_id: cat.dropIn,
    });
    expect(enrolled.error).toBeNull();

    await within(
      (async () => {
        while (heardByA.length < 2) await pause(20);
      })(),
      5000,
      'two timetable messages',
    );
    expect(heardByA).toEqual([{ booking_id: sessionId }, { booking_id: sessionId }]);
    await pause(200);
    expect(heardByB).toEqual([]);
  });
});
