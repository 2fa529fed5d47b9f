import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueueDueReminders } from '../../src/server/messaging/reminder-sweep.ts';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testClient } from '../../src/server/test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  createTestCatalogue,
  type TestCatalogue,
} from '../../src/server/test-support/test-catalogue.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

// Issue 18, points 5 and 6: a client turns reminders and texts off (their own record only),
// an unsubscribe token works without signing in, staff read their business's messages
// (never another's, never a snapshot) and resend one as a new row.

const hour = 3600 * 1000;

describe.each(testDatabaseKinds)('client message choices on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let catalogue: TestCatalogue;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'choices-a');
    b = await createTestTenant(server, 'choices-b');
    catalogue = await createTestCatalogue(a);
    await a.owner.client
      .from('tenants')
      .update({ texts_enabled: true, second_reminder_minutes: null })
      .eq('id', a.id);
    await a.staff.client
      .from('clients')
      .update({ phone: '+447700900123' })
      .eq('id', a.client.clientId);
  });
  afterAll(() => server.stop());

  const session = async (startsInHours: number) => {
    const { data, error } = await a.staff.client
      .from('bookings')
      .insert({
        tenant_id: a.id,
        service_id: catalogue.yoga,
        starts_at: new Date(Date.now() + startsInHours * hour).toISOString(),
        ends_at: new Date(Date.now() + (startsInHours + 1) * hour).toISOString(),
        capacity: 5,
      })
      .select('id')
      .single<{ id: string }>();
    if (error) throw new Error(error.message);
    return data.id;
  };
  const enroll = async (booking: string) => {
    const { data, error } = await a.staff.client.rpc('enroll', {
      booking_id: booking,
      option_id: catalogue.dropIn,
      client_id: a.client.clientId,
    });
    if (error) throw new Error(error.message);
    return data as { id: string };
  };
  const messagesOf = async (booking: string) =>
    (
      await server.db.query<{
        id: string;
        kind: string;
        channel: string;
        event_key: string;
        snapshot: { unsubscribe?: { token: string } };
      }>(
        `select id, kind, channel, event_key, snapshot from messaging.messages
         where booking_id = $1 order by created_at, kind, channel`,
        [booking],
      )
    ).rows;
  const choose = (reminders: boolean, texts: boolean) =>
    a.client.client.rpc('set_message_choices', { tenant_id: a.id, reminders, texts });

  it('lets a client change their own choices only', async () => {
    const chosen = await choose(true, false);
    expect(chosen.error).toBeNull();
    expect(chosen.data).toMatchObject({ reminders_off: false, texts_off: true });
    const elsewhere = await a.client.client.rpc('set_message_choices', {
      tenant_id: b.id,
      reminders: false,
      texts: false,
    });
    expect(elsewhere.error).toMatchObject({ code: 'not_a_client' });
    expect(elsewhere.status).toBe(403);
    const blank = await a.client.client.rpc('set_message_choices', {
      tenant_id: a.id,
      reminders: null,
      texts: true,
    });
    expect(blank.error).toMatchObject({ code: 'invalid_choice' });
    // Staff are no client of their business: the RPC changes nobody for them.
    const staff = await a.staff.client.rpc('set_message_choices', {
      tenant_id: a.id,
      reminders: false,
      texts: false,
    });
    expect(staff.error).toMatchObject({ code: 'not_a_client' });
  });

  it('emails confirmations always and texts only while the client has not turned them off', async () => {
    await choose(true, false);
    const off = await session(72);
    await enroll(off);
    expect((await messagesOf(off)).map((m) => `${m.kind}/${m.channel}`)).toEqual([
      'place_confirmed/email',
    ]);
    await choose(true, true);
    const on = await session(73);
    await enroll(on);
    expect((await messagesOf(on)).map((m) => `${m.kind}/${m.channel}`)).toEqual([
      'place_confirmed/email',
      'place_confirmed/sms',
    ]);
  });

  it('skips reminders when they are off, and a reminder carries a working unsubscribe token', async () => {
    await choose(false, false);
    // Due 24 hours before: 6 and 7 hours from now.
    const skipped = await session(30);
    await enroll(skipped);
    await enqueueDueReminders(server.db, new Date(Date.now() + 8 * hour));
    expect((await messagesOf(skipped)).map((m) => m.kind)).toEqual(['place_confirmed']);

    await choose(true, false);
    const reminded = await session(31);
    await enroll(reminded);
    await enqueueDueReminders(server.db, new Date(Date.now() + 8 * hour));
    const reminder = (await messagesOf(reminded)).find((m) => m.kind === 'reminder');
    const token = reminder?.snapshot.unsubscribe?.token ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);

    const anon = testClient(server);
    const shown = await anon.rpc('unsubscribe_by_token', { token });
    expect(shown.data).toEqual({ business: 'Studio choices-a', reminders_off: false });
    // Tampered, cut short or made up: it names nobody.
    const flipped = `${token.slice(0, 40)}${token[40] === 'A' ? 'B' : 'A'}${token.slice(41)}`;
    for (const wrong of [flipped, token.slice(0, 63), 'x'.repeat(64), '']) {
      const answer = await anon.rpc('unsubscribe_with_token', { token: wrong });
      expect(answer.error).toMatchObject({ code: 'unsubscribe_not_found' });
      expect(answer.status).toBe(404);
    }
    const done = await anon.rpc('unsubscribe_with_token', { token });
    expect(done.data).toEqual({ business: 'Studio choices-a', reminders_off: true });
    expect((await anon.rpc('unsubscribe_with_token', { token })).data).toMatchObject({
      reminders_off: true,
    });
    const { data: own } = await a.client.client
      .from('clients')
      .select('reminders_off, texts_off')
      .eq('id', a.client.clientId)
      .single();
    expect(own).toEqual({ reminders_off: true, texts_off: true });
    // One token per client record: the same on every reminder, another for another client.
    const { rows } = await server.db.query<{ same: string; other: string }>(
      `select messaging.unsubscribe_token($1, $2) as same, messaging.unsubscribe_token($3, $4) as other`,
      [a.id, a.client.clientId, b.id, b.client.clientId],
    );
    expect(rows[0]?.same).toBe(token);
    expect(rows[0]?.other).not.toBe(token);
  });

  it('shows staff their business messages without the snapshot, and nobody else any', async () => {
    const seen = await a.staff.client
      .from('client_messages')
      .select('*')
      .eq('client_id', a.client.clientId);
    expect(seen.error).toBeNull();
    expect(seen.data?.length).toBeGreaterThan(3);
    expect(Object.keys(seen.data?.[0] ?? {})).not.toContain('snapshot');
    expect(seen.data?.[0]).toMatchObject({
      client_name: 'Client of choices-a',
      service_name: 'Yoga',
    });
    for (const caller of [a.client.client, b.owner.client, b.staff.client]) {
      const other = await caller.from('client_messages').select('id');
      expect(other.error).toBeNull();
      expect(other.data).toEqual([]);
    }
    const anon = await testClient(server).from('client_messages').select('id');
    expect(anon.status).toBe(401);
  });

  it('resends a sent or failed message as a new row with its own key, for staff only', async () => {
    const booking = await session(90);
    await enroll(booking);
    const emails = async () => (await messagesOf(booking)).filter((m) => m.channel === 'email');
    const [original] = await emails();
    if (!original) throw new Error('no confirmation');
    const resend = () =>
      a.staff.client.rpc('resend_message', { tenant_id: a.id, message_id: original.id });
    // The server's worker sends it at once: once it has, it is held back as if to be retried
    // later, so it is not finished.
    await vi.waitFor(
      async () => {
        const { rows } = await server.db.query<{ status: string }>(
          'select status from messaging.messages where id = $1',
          [original.id],
        );
        expect(rows[0]?.status).toBe('sent');
      },
      { timeout: 30_000, interval: 200 },
    );
    await server.db.query(
      "update messaging.messages set status = 'pending', sent_at = null, next_attempt_at = now() + interval '1 day' where id = $1",
      [original.id],
    );
    expect((await resend()).error).toMatchObject({ code: 'message_not_finished' });
    await server.db.query(
      "update messaging.messages set status = 'failed', failed_at = now(), last_error = '550 no such user' where id = $1",
      [original.id],
    );
    const first = await resend();
    expect(first.error).toBeNull();
    const second = await resend();
    expect(second.error).toBeNull();
    const keys = (await emails()).map((m) => m.event_key);
    expect(keys).toEqual([
      original.event_key,
      `${original.event_key}:resend:1`,
      `${original.event_key}:resend:2`,
    ]);
    const { data: rows } = await a.owner.client
      .from('client_messages')
      .select('id, status, resent, last_error')
      .eq('booking_id', booking)
      .eq('channel', 'email')
      .order('created_at');
    expect(rows?.map(({ id, resent }) => ({ id, resent }))).toEqual([
      { id: original.id, resent: false },
      { id: first.data, resent: true },
      { id: second.data, resent: true },
    ]);
    expect(rows?.[0]).toMatchObject({ status: 'failed', last_error: '550 no such user' });
    for (const caller of [a.client.client, b.owner.client]) {
      const refused = await caller.rpc('resend_message', {
        tenant_id: a.id,
        message_id: original.id,
      });
      expect(refused.error).toMatchObject({ code: 'forbidden' });
    }
    const unknown = await a.staff.client.rpc('resend_message', {
      tenant_id: a.id,
      message_id: b.id,
    });
    expect(unknown.error).toMatchObject({ code: 'message_not_found' });
  });
});
