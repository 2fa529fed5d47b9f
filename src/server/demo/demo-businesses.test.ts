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
    for (const status of ['confirmed', 'waitlisted', 'no_show']) expect(statuses).toContain(status);
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
