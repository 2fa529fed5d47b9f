import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneOldEvents } from '../../../src/server/webhooks/event-pruning.ts';
import {
  startTestServerOn,
  type TestServer,
} from '../../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../../src/server/test-support/test-database.ts';
import {
  createTestTenant,
  type TestTenant,
} from '../../../src/server/test-support/test-tenants.ts';

// Events are kept 30 days after their deliveries are over, with their delivery log; then one
// process a turn forgets them, a batch at a time. An event with a delivery still pending (an
// endpoint switched off, waiting) is kept however old.

describe.each(testDatabaseKinds)('forgetting old webhook events on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let endpoint: string;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, `wh-prune-${kind}`);
    const created = await a.owner.client.rpc('create_webhook_endpoint', {
      tenant_id: a.id,
      url: 'https://hooks.example.test/booking',
      events: ['booking.created'],
    });
    expect(created.error).toBeNull();
    endpoint = created.data as string;
  }, 60_000);
  afterAll(() => server.stop());

  /** An event `days` old with one delivery in `state`, and one attempt of it. */
  const event = async (days: number, state: 'pending' | 'delivered' | 'failed') => {
    const { rows } = await server.db.query<{ id: string }>(
      `with e as (
         insert into webhooks.events (tenant_id, type, occurred_at, data)
         values ($1, 'booking.created', now() - make_interval(days => $3), '{}')
         returning tenant_id, id),
       d as (
         insert into webhooks.deliveries (tenant_id, endpoint_id, event_id, message_id, state,
                                          next_attempt_at, delivered_at, created_at)
         select e.tenant_id, $2, e.id, 'msg_' || replace(e.id::text, '-', ''), $4,
                case when $4 = 'pending' then now() end,
                case when $4 = 'delivered' then now() - make_interval(days => $3) end,
                now() - make_interval(days => $3)
         from e returning tenant_id, id),
       t as (
         insert into webhooks.attempts (tenant_id, delivery_id, number, attempted_at, status,
                                        duration_ms)
         select tenant_id, id, 1, now(), 200, 5 from d)
       select id from e`,
      [a.id, endpoint, days, state],
    );
    return rows[0]?.id as string;
  };
  const left = async (ids: string[]) => {
    const { rows } = await server.db.query<{
      events: number;
      deliveries: number;
      attempts: number;
    }>(
      `select (select count(*)::int from webhooks.events where id = any($1)) as events,
              (select count(*)::int from webhooks.deliveries where event_id = any($1)) as deliveries,
              (select count(*)::int from webhooks.attempts t join webhooks.deliveries d
                 on d.tenant_id = t.tenant_id and d.id = t.delivery_id
               where d.event_id = any($1)) as attempts`,
      [ids],
    );
    return rows[0];
  };

  it('forgets events over 30 days old whose deliveries are over, with their log, in batches', async () => {
    const old = [
      await event(31, 'delivered'),
      await event(45, 'failed'),
      await event(90, 'delivered'),
    ];
    const waiting = await event(60, 'pending');
    const recent = await event(29, 'delivered');
    expect(await pruneOldEvents(server.db, 30, 2)).toBe(3);
    expect(await left(old)).toEqual({ events: 0, deliveries: 0, attempts: 0 });
    expect(await left([waiting, recent])).toEqual({ events: 2, deliveries: 2, attempts: 2 });
    expect(await pruneOldEvents(server.db, 30, 2)).toBe(0);
  });
});
