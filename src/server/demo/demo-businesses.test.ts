import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../auth/demo-accounts.ts';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { testClient } from '../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

async function signedIn(server: TestServer, email: string): Promise<SupabaseClient> {
  const client = testClient(server);
  const { error } = await client.auth.signInWithPassword({ email, password: demoPassword });
  if (error) throw error;
  return client;
}

async function rows<T>(query: PromiseLike<{ data: T[] | null; error: unknown }>): Promise<T[]> {
  const { data, error } = await query;
  if (error) throw new Error(JSON.stringify(error));
  return data ?? [];
}

describe.each(testDatabaseKinds)('the demo businesses on %s', (kind) => {
  let server: TestServer;
  let owner: SupabaseClient;
  let harbour: SupabaseClient;
  let client: SupabaseClient;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { DEMO: '1' });
    owner = await signedIn(server, 'owner@demo.test');
    harbour = await signedIn(server, 'harbour@demo.test');
    client = await signedIn(server, 'client@demo.test');
  });
  afterAll(() => server.stop());

  it('connect Google and Microsoft calendars through the stand-ins (issue 37)', async () => {
    for (const user of [owner, harbour]) {
      const apps = await rows(
        user.from('calendar_oauth_clients').select('provider, client_id').order('provider'),
      );
      expect(apps).toEqual([
        { provider: 'google', client_id: 'test_demo_google' },
        { provider: 'microsoft', client_id: 'test_demo_microsoft' },
      ]);
    }
  });

  it('take card payments through the embedded test provider (issue 20)', async () => {
    for (const user of [owner, harbour]) {
      const settings = await rows(
        user.from('payment_settings').select('provider, publishable_key'),
      );
      expect(settings).toEqual([
        { provider: 'test', publishable_key: expect.stringMatching(/^pk_test_/) },
      ]);
    }
    // The server opens what it sealed: a pack opened for Chris is an intent at the provider.
    const [sunrise] = await rows(owner.from('tenants').select('id'));
    const [chris] = await rows(client.from('clients').select('id').eq('tenant_id', sunrise?.id));
    const [pack] = await rows(
      owner.from('service_options').select('id').eq('kind', 'pack').eq('active', true),
    );
    const session = await client.auth.getSession();
    const opened = await fetch(`${server.url}/payments/v1/payments`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${session.data.session?.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        tenant_id: sunrise?.id,
        client_id: chris?.id,
        purpose: 'purchase',
        option_id: pack?.id,
      }),
    });
    expect(await opened.json()).toMatchObject({
      provider: 'test',
      provider_payment_id: expect.stringMatching(/^pi_/),
      client_secret: expect.stringMatching(/_secret_/),
    });
  });

  it('give the owner a living Sunrise Yoga and nothing of Harbour Pilates', async () => {
    const tenants = await rows(owner.from('tenants').select('slug, time_zone, currency'));
    expect(tenants).toEqual([
      { slug: 'sunrise-yoga', time_zone: 'Europe/London', currency: 'GBP' },
    ]);
    const staff = await rows(owner.from('staff').select('display_name'));
    expect(staff.map((s) => s.display_name).sort()).toEqual([
      'Maya Patel',
      'Olivia Owner',
      'Sam Staff',
    ]);
    const hours = await rows(owner.from('staff_hours').select('staff_id'));
    expect(new Set(hours.map((h) => h.staff_id)).size).toBe(3);
    const options = await rows(owner.from('service_options').select('kind, name'));
    expect(options).toEqual(
      expect.arrayContaining([
        { kind: 'drop_in', name: 'Drop-in' },
        { kind: 'pack', name: '10-class pack' },
        { kind: 'variant', name: '30 minutes' },
        { kind: 'variant', name: '60 minutes' },
      ]),
    );
    const now = new Date().toISOString();
    const upcoming = await rows(
      owner.from('bookings').select('id, series_id').gt('starts_at', now),
    );
    expect(upcoming.filter((b) => b.series_id !== null).length).toBeGreaterThanOrEqual(20);
    const places = await rows(owner.from('enrollments').select('status'));
    const statuses = new Set(places.map((p) => p.status));
    for (const status of ['confirmed', 'waitlisted', 'no_show', 'late_cancelled'])
      expect(statuses).toContain(status);
    const attendance = await rows(owner.from('attendance').select('status'));
    expect(new Set(attendance.map((a) => a.status))).toEqual(
      new Set(['present', 'late', 'absent']),
    );
    const kinds = await rows(owner.from('transactions').select('kind'));
    for (const kind of ['charge', 'payment', 'refund', 'credit_grant', 'credit_use'])
      expect(kinds.map((t) => t.kind)).toContain(kind);
    expect(await rows(owner.from('client_notes').select('id'))).not.toHaveLength(0);
    const templates = await rows(owner.from('document_templates').select('title'));
    expect(templates).toEqual([{ title: 'Health and liability waiver' }]);
  });

  it('tell eight weeks of history and two weeks ahead, every entry dated when it happened', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const sessions = await rows(
      owner
        .from('booking_summaries')
        .select('starts_at, service_kind, capacity, taken, waitlist_count'),
    );
    const starts = sessions.map((s) => Date.parse(s.starts_at));
    expect(Math.min(...starts)).toBeLessThan(now - 54 * day);
    expect(Math.max(...starts)).toBeGreaterThan(now + 12 * day);
    const privates = sessions.filter((s) => s.service_kind === 'private');
    expect(privates.filter((s) => Date.parse(s.starts_at) < now).length).toBeGreaterThanOrEqual(8);
    expect(privates.filter((s) => Date.parse(s.starts_at) > now).length).toBeGreaterThanOrEqual(4);
    const fullWithWaitlist = sessions.filter(
      (s) => Date.parse(s.starts_at) > now && s.taken === s.capacity && s.waitlist_count > 0,
    );
    expect(fullWithWaitlist.length).toBeGreaterThanOrEqual(2);

    const clients = await rows(owner.from('clients').select('id, created_at'));
    expect(clients.length).toBeGreaterThanOrEqual(40);
    expect(clients.filter((c) => Date.parse(c.created_at) > now - 7 * day)).toHaveLength(2);

    // Lapsed: came in the first weeks, nothing in the last four or booked ahead.
    const places = await rows(
      owner.from('enrollments').select('client_id, booking:bookings(starts_at)'),
    );
    const lastPlace = new Map<string, number>();
    for (const place of places) {
      const at = Date.parse((place.booking as unknown as { starts_at: string }).starts_at);
      lastPlace.set(place.client_id, Math.max(at, lastPlace.get(place.client_id) ?? 0));
    }
    const lapsed = [...lastPlace.values()].filter((at) => at < now - 28 * day);
    expect(lapsed.length).toBeGreaterThanOrEqual(3);

    const money = await rows(owner.from('transactions').select('kind, amount_minor, created_at'));
    expect(money.every((t) => Date.parse(t.created_at) <= now)).toBe(true);
    const payments = money.filter((t) => t.kind === 'payment');
    const paymentDays = new Set(payments.map((t) => t.created_at.slice(0, 10)));
    expect(paymentDays.size).toBeGreaterThanOrEqual(40);
    const refunds = money.filter((t) => t.kind === 'refund');
    expect(refunds.filter((t) => Date.parse(t.created_at) < now - 7 * day).length).toBe(3);

    // Today's figures are today's: a fraction of what was taken over the weeks.
    const { data: dashboard, error } = await owner.rpc('dashboard_today', {
      tenant_id: (await rows(owner.from('tenants').select('id')))[0]?.id,
    });
    if (error) throw new Error(JSON.stringify(error));
    const taken = payments.reduce((sum, t) => sum + Number(t.amount_minor), 0);
    const today = (dashboard as { revenue: { payments_minor: number } }).revenue.payments_minor;
    expect(today).toBeGreaterThanOrEqual(12_000);
    expect(today).toBeLessThan(taken / 10);

    const credits = await rows(
      owner.from('client_credits').select('credits_granted, credits_remaining, valid'),
    );
    const partlyUsed = credits.filter(
      (c) => c.valid && c.credits_remaining > 0 && c.credits_remaining < c.credits_granted,
    );
    expect(partlyUsed.length).toBeGreaterThanOrEqual(3);
  });

  it('keep Harbour Pilates to its own owner', async () => {
    const tenants = await rows(harbour.from('tenants').select('slug'));
    expect(tenants).toEqual([{ slug: 'harbour-pilates' }]);
    const clients = await rows(harbour.from('clients').select('full_name'));
    expect(clients.map((c) => c.full_name)).not.toContain('Amara Okafor');
    expect(clients.map((c) => c.full_name)).toContain('Chris Client');
  });

  it('make the demo client a client of both, with a pack, places and a waiver to sign', async () => {
    const records = await rows(client.from('clients').select('tenant_id, full_name'));
    expect(records).toHaveLength(2);
    const credits = await rows(
      client.from('client_credits').select('credits_granted, credits_remaining'),
    );
    expect(credits).toHaveLength(1);
    expect(credits[0]?.credits_remaining).toBeLessThan(credits[0]?.credits_granted ?? 0);
    const places = await rows(client.from('enrollments').select('status, waitlist_position'));
    expect(places.filter((p) => p.status === 'waitlisted')).toEqual([
      { status: 'waitlisted', waitlist_position: 3 },
    ]);
    const toSign = await rows(client.from('documents_to_sign').select('title'));
    expect(toSign).toEqual([{ title: 'Health and liability waiver' }]);
    // Other clients' names are never shown to a client.
    const names = await rows(client.from('clients').select('full_name'));
    expect(names.every((c) => c.full_name === 'Chris Client')).toBe(true);
  });
});
