import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../../src/server/test-support/start-test-server.ts';
import {
  bookableHour,
  createTestCatalogue,
  staffSession,
  type TestCatalogue,
} from '../../../src/server/test-support/test-catalogue.ts';
import { createTestPlan } from '../../../src/server/test-support/test-memberships.ts';
import { testDatabaseKinds } from '../../../src/server/test-support/test-database.ts';
import {
  createTestTenant,
  type TestTenant,
} from '../../../src/server/test-support/test-tenants.ts';
import { webhookEvents } from '../../../src/shared/webhook-events.ts';

// Issue 38, point 1: every change of the contract's table queues exactly its event, once, in
// the change's own transaction (a change rolled back queues nothing), and only for a business
// with an endpoint that wants it.

const hour = 3_600_000;
// Nothing listens there: the worker's attempts fail, and the events stay as queued.
const nowhere = 'http://127.0.0.1:9/hooks';

describe.each(testDatabaseKinds)('webhook events on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let catalogue: TestCatalogue;
  let endpoint: string;
  const seen = new Set<string>();
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, `wh-events-${kind}`);
    b = await createTestTenant(server, `wh-events-b-${kind}`);
    catalogue = await createTestCatalogue(a);
    const created = await a.owner.client.rpc('create_webhook_endpoint', {
      tenant_id: a.id,
      url: nowhere,
      events: webhookEvents,
    });
    expect(created.error).toBeNull();
    endpoint = created.data as string;
  }, 60_000);
  afterAll(() => server.stop());

  /** The events queued for business A since the last call, with their data, in type order. */
  const queued = async () => {
    const { rows } = await server.db.query<{
      id: string;
      type: string;
      data: Record<string, unknown>;
    }>('select id, type, data from webhooks.events where tenant_id = $1 order by type, id', [a.id]);
    const fresh = rows.filter((row) => !seen.has(row.id));
    for (const row of fresh) seen.add(row.id);
    return fresh;
  };
  const types = async () => (await queued()).map((event) => event.type);
  const must = async <T>(
    request: PromiseLike<{ data: T | null; error: { message: string } | null }>,
  ): Promise<T> => {
    const { data, error } = await request;
    if (error) throw new Error(error.message);
    return data as T;
  };

  it('holds the app and the database to the same list of events', async () => {
    const { rows } = await server.db.query<{ types: string[] }>(
      'select webhooks.event_types() as types',
    );
    expect(rows[0]?.types).toEqual([...webhookEvents]);
  });

  it('tells a private appointment booked, moved, attended, missed and cancelled', async () => {
    await queued();
    const starts = bookableHour(30 * hour);
    const place = await must(
      a.client.client.rpc('book_private', {
        service_id: catalogue.massage,
        option_id: catalogue.variant,
        starts_at: starts.toISOString(),
      }),
    );
    const booked = await queued();
    expect(booked.map((e) => e.type)).toEqual(['booking.created']);
    const { enrollment_id, booking_id } = { enrollment_id: place.id, booking_id: place.booking_id };
    expect(booked[0]?.data).toMatchObject({
      booking_id,
      enrollment_id,
      client_id: a.client.clientId,
      service_id: catalogue.massage,
      service_name: 'Massage',
      staff_id: catalogue.staffId,
      starts_at: starts.toISOString().replace('.000Z', '+00:00'),
      status: 'confirmed',
    });

    const later = new Date(starts.getTime() + hour);
    await must(
      a.staff.client.rpc('reschedule_booking', {
        booking_id,
        starts_at: later.toISOString(),
        staff_id: catalogue.staffId,
        capacity: 1,
      }),
    );
    const moved = await queued();
    expect(moved.map((e) => e.type)).toEqual(['booking.rescheduled']);
    expect(moved[0]?.data).toMatchObject({
      previous_starts_at: starts.toISOString().replace('.000Z', '+00:00'),
    });

    await must(a.staff.client.rpc('check_in', { enrollment_id, status: 'present' }));
    expect(await types()).toEqual(['booking.attended']);
    await must(a.staff.client.rpc('check_in', { enrollment_id, status: 'late' }));
    expect(await types()).toEqual([]);
    await must(a.staff.client.rpc('check_in', { enrollment_id, status: 'absent' }));
    expect(await types()).toEqual(['booking.no_show']);
    await must(a.staff.client.rpc('check_in', { enrollment_id, status: 'present' }));
    expect(await types()).toEqual(['booking.attended']);
    await must(a.staff.client.rpc('cancel_booking', { booking_id, reason: 'Closed' }));
    expect(await types()).toEqual(['booking.cancelled']);
  });

  it('tells a place in a group session taken, attended, missed and cancelled', async () => {
    await queued();
    const session = await staffSession(a, catalogue.yoga, 48, 5);
    expect(await types()).toEqual([]);
    const place = await must(
      a.staff.client.rpc('enroll', {
        booking_id: session,
        option_id: catalogue.dropIn,
        client_id: a.client.clientId,
      }),
    );
    const taken = await queued();
    expect(taken.map((e) => e.type)).toEqual(['place.created']);
    expect(taken[0]?.data).toMatchObject({ booking_id: session, enrollment_id: place.id });
    await must(a.staff.client.rpc('check_in', { enrollment_id: place.id, status: 'present' }));
    expect(await types()).toEqual(['place.attended']);
    await must(a.staff.client.rpc('check_in', { enrollment_id: place.id, status: 'absent' }));
    expect(await types()).toEqual(['place.no_show']);
    await must(a.staff.client.rpc('check_in', { enrollment_id: place.id, status: 'present' }));
    expect(await types()).toEqual(['place.attended']);
    await must(a.client.client.rpc('cancel_enrollment', { enrollment_id: place.id }));
    expect(await types()).toEqual(['place.cancelled']);
  });

  it('tells clients added and changed, not their message choices', async () => {
    await queued();
    const added = await must(
      a.owner.client
        .from('clients')
        .insert({ tenant_id: a.id, full_name: 'Nia Webhook', email: 'nia@example.test' })
        .select('id')
        .single<{ id: string }>(),
    );
    const created = await queued();
    expect(created.map((e) => e.type)).toEqual(['client.created']);
    expect(created[0]?.data).toMatchObject({
      client_id: added.id,
      full_name: 'Nia Webhook',
      email: 'nia@example.test',
    });
    await must(a.owner.client.from('clients').update({ phone: '+441234567' }).eq('id', added.id));
    expect(await types()).toEqual(['client.updated']);
    await must(a.owner.client.from('clients').update({ reminders_off: true }).eq('id', added.id));
    expect(await types()).toEqual([]);
  });

  it('tells money taken and refunded, not charges', async () => {
    await queued();
    const payment = await must(
      a.owner.client.rpc('record_payment', {
        tenant_id: a.id,
        client_id: a.client.clientId,
        amount_minor: 2500,
        method: 'cash',
      }),
    );
    const paid = await queued();
    expect(paid.map((e) => e.type)).toEqual(['payment.succeeded']);
    expect(paid[0]?.data).toMatchObject({
      transaction_id: payment.id,
      amount_minor: 2500,
      currency: 'GBP',
      method: 'cash',
    });
    await must(
      a.owner.client.rpc('refund', {
        tenant_id: a.id,
        payment_id: payment.id,
        amount_minor: 1000,
      }),
    );
    const refunded = await queued();
    expect(refunded.map((e) => e.type)).toEqual(['payment.refunded']);
    expect(refunded[0]?.data).toMatchObject({ refund_of: payment.id, amount_minor: 1000 });
  });

  it('tells a message to a client that failed for good, once', async () => {
    await queued();
    const { rows } = await server.db.query<{ id: string }>(
      `insert into messaging.messages (tenant_id, event_key, kind, channel, to_address, client_id,
                                       snapshot, status, leased_by, lease_expires_at)
       values ($1, 'webhook-test', 'reminder', 'email', 'client@example.test', $2, '{}',
               'sending', 'test', now() + interval '1 minute')
       returning id`,
      [a.id, a.client.clientId],
    );
    const message = rows[0]?.id;
    await server.db.query(`select messaging.record_failure('test', $1, $2, 'mailbox full', null)`, [
      a.id,
      message,
    ]);
    const failed = await queued();
    expect(failed.map((e) => e.type)).toEqual(['message.failed']);
    expect(failed[0]?.data).toMatchObject({ message_id: message, error: 'mailbox full' });
    await server.db.query(`update messaging.messages set failed_at = now() where id = $1`, [
      message,
    ]);
    expect(await types()).toEqual([]);
  });

  it('tells a membership begun, renewed, declined and cancelled', async () => {
    await queued();
    const plan = await createTestPlan(a, catalogue.yoga);
    const sold = await must(
      a.owner.client.rpc('sell_plan', {
        tenant_id: a.id,
        client_id: a.client.clientId,
        plan_id: plan,
        payment_method: 'cash',
      }),
    );
    const begun = await queued();
    expect(begun.map((e) => e.type)).toEqual(['membership.created', 'payment.succeeded']);
    expect(begun[0]?.data).toMatchObject({ subscription_id: sold.id, plan_name: 'Monthly' });
    // A renewal as the billing worker and the desk record it: its period begun, then paid.
    const period = async (number: number) =>
      server.db.query(
        `select app.begin_period($1, $2::int, now() + interval '40 days' * $2::int, 'desk')`,
        [sold.id, number],
      );
    await period(2);
    expect(await types()).toEqual([]);
    await server.db.query(
      `update public.subscription_periods set billing = 'paid'
       where subscription_id = $1 and number = 2`,
      [sold.id],
    );
    const renewed = await queued();
    expect(renewed.map((e) => e.type)).toEqual(['membership.renewed']);
    expect(renewed[0]?.data).toMatchObject({ period_number: 2, amount_minor: 5000 });
    await period(3);
    await server.db.query(
      `update public.subscription_periods
       set billing = 'retrying', attempts = 1, next_attempt_at = now() + interval '9 days',
           last_error_code = 'card_declined'
       where subscription_id = $1 and number = 3`,
      [sold.id],
    );
    const declined = await queued();
    expect(declined.map((e) => e.type)).toEqual(['membership.payment_failed']);
    expect(declined[0]?.data).toMatchObject({ attempts: 1, error_code: 'card_declined' });
    await must(a.owner.client.rpc('cancel_subscription', { subscription_id: sold.id }));
    expect(await types()).toEqual(['membership.cancelled']);
  });

  it('queues in the change’s own transaction: a change rolled back queues nothing', async () => {
    await queued();
    const answer = await server.db
      .transaction(async (tx) => {
        await tx.query(`insert into public.clients (tenant_id, full_name) values ($1, 'Gone')`, [
          a.id,
        ]);
        const { rows } = await tx.query<{ count: number }>(
          `select count(*)::int as count from webhooks.events
           where tenant_id = $1 and data ->> 'full_name' = 'Gone'`,
          [a.id],
        );
        expect(rows[0]?.count).toBe(1);
        throw new Error('rolled back');
      })
      .catch((error: unknown) => error);
    expect(String(answer)).toMatch(/rolled back/);
    expect(await types()).toEqual([]);
  });

  it('queues one delivery per endpoint that wants the event, none where none does', async () => {
    await queued();
    const clientsOnly = await must(
      a.owner.client.rpc('create_webhook_endpoint', {
        tenant_id: a.id,
        url: `${nowhere}/clients`,
        events: ['client.created'],
      }),
    );
    await must(
      a.owner.client.from('clients').insert({ tenant_id: a.id, full_name: 'Two endpoints' }),
    );
    await must(
      a.owner.client.rpc('record_payment', {
        tenant_id: a.id,
        client_id: a.client.clientId,
        amount_minor: 100,
        method: 'cash',
      }),
    );
    const events = await queued();
    expect(events.map((e) => e.type)).toEqual(['client.created', 'payment.succeeded']);
    const { rows } = await server.db.query<{ type: string; endpoint_id: string }>(
      `select ev.type, d.endpoint_id from webhooks.deliveries d
       join webhooks.events ev on ev.tenant_id = d.tenant_id and ev.id = d.event_id
       where d.event_id = any ($1::uuid[]) order by ev.type, d.endpoint_id = $2 desc`,
      [events.map((e) => e.id), endpoint],
    );
    expect(rows).toEqual([
      { type: 'client.created', endpoint_id: endpoint },
      { type: 'client.created', endpoint_id: clientsOnly },
      { type: 'payment.succeeded', endpoint_id: endpoint },
    ]);
    // Switched off, an endpoint is given nothing; a business without endpoints queues nothing.
    await must(a.owner.client.rpc('delete_webhook_endpoint', { endpoint_id: clientsOnly }));
    await must(
      a.owner.client.rpc('update_webhook_endpoint', {
        endpoint_id: endpoint,
        url: nowhere,
        events: webhookEvents,
        description: null,
        enabled: false,
      }),
    );
    await must(a.owner.client.from('clients').insert({ tenant_id: a.id, full_name: 'Off' }));
    await must(b.owner.client.from('clients').insert({ tenant_id: b.id, full_name: 'None' }));
    expect(await types()).toEqual([]);
    const { rows: other } = await server.db.query<{ count: number }>(
      'select count(*)::int as count from webhooks.events where tenant_id = $1',
      [b.id],
    );
    expect(other[0]?.count).toBe(0);
  });
});
