import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyClient } from '../../src/server/test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  startPaymentsSetup,
  staffMadeClient,
} from '../../src/server/test-support/test-payments.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';
import {
  joinPlan,
  makePlan,
  membershipRow,
  type MembershipBusiness,
} from './memberships-fixture.ts';

// Plans (issue 35, point 1) and joining (point 2): who writes and reads plans, join_plan for a
// card payment with consent, sell_plan at the desk.
describe.each(testDatabaseKinds)('plans and joining on %s', (kind) => {
  let b: MembershipBusiness;
  let other: TestTenant;
  let plan: string;
  beforeAll(async () => {
    b = await startPaymentsSetup(kind, 'members-plans', 5);
    other = await createTestTenant(b.server, 'members-plans-b');
    plan = await makePlan(b, { name: 'Unlimited' });
  });
  afterAll(() => b.server.stop());

  const names = (answer: { data: unknown; error: unknown }) => {
    expect(answer.error).toBeNull();
    return (answer.data as { name: string }[]).map((row) => row.name);
  };

  it('lets admins write plans, the business read them, and nobody else', async () => {
    const { a } = b;
    const staffWrite = await a.staff.client
      .from('plans')
      .insert({ tenant_id: a.id, name: 'By staff', price_minor: 1, period: 'week' });
    expect(staffWrite.error?.code).toBe('42501');
    const clientWrite = await a.client.client
      .from('plans')
      .update({ price_minor: 1 })
      .eq('id', plan)
      .select('id');
    expect(clientWrite.data ?? []).toEqual([]);
    expect(names(await a.staff.client.from('plans').select('name'))).toEqual(['Unlimited']);
    expect(names(await a.client.client.from('plans').select('name'))).toEqual(['Unlimited']);
    expect(names(await other.owner.client.from('plans').select('name'))).toEqual([]);
    expect((await other.owner.client.from('plan_services').select('plan_id')).data).toEqual([]);
    const anon = keyClient(b.server);
    expect((await anon.from('plans').select('name')).data ?? []).toEqual([]);
    const catalogue = await anon.from('catalogue_plans').select('name, service_ids');
    expect(catalogue.data).toEqual([{ name: 'Unlimited', service_ids: [b.cat.yoga] }]);
  });

  it('joins a plan pending its first card payment, with consent, once', async () => {
    const { a } = b;
    const refused = await joinPlan(b, plan, false);
    expect(refused.error).toMatchObject({ code: 'consent_required' });
    const joined = await joinPlan(b, plan);
    expect(joined.error).toBeNull();
    expect(joined.data).toMatchObject({
      state: 'pending',
      pays_by: 'card',
      client_id: a.client.clientId,
    });
    const again = await joinPlan(b, plan);
    expect((again.data as { id: string }).id).toBe((joined.data as { id: string }).id);
    expect(Date.parse((again.data as { pending_until: string }).pending_until)).toBeGreaterThan(
      Date.parse((joined.data as { pending_until: string }).pending_until),
    );
    const elsewhere = await other.client.client.rpc('join_plan', {
      tenant_id: other.id,
      plan_id: plan,
      consent: true,
    });
    expect(elsewhere.error).toMatchObject({ code: 'plan_not_found' });
  });

  it('refuses to join where the business takes no online payments', async () => {
    const made = await other.owner.client
      .from('plans')
      .insert({ tenant_id: other.id, name: 'Offline', price_minor: 100, period: 'month' })
      .select('id')
      .single<{ id: string }>();
    const refused = await other.client.client.rpc('join_plan', {
      tenant_id: other.id,
      plan_id: made.data?.id,
      consent: true,
    });
    expect(refused.error).toMatchObject({ code: 'payments_not_connected' });
  });

  it('sells a plan at the desk: live at once, its first payment recorded', async () => {
    const { a } = b;
    const client = await staffMadeClient(a, 'Desk Member');
    const priced = await makePlan(b, { name: 'With fee', joining_fee_minor: 1500 });
    const byStaff = await a.staff.client.rpc('sell_plan', {
      tenant_id: a.id,
      client_id: client,
      plan_id: priced,
    });
    expect(byStaff.error).toMatchObject({ code: 'forbidden' });
    const sold = await a.owner.client.rpc('sell_plan', {
      tenant_id: a.id,
      client_id: client,
      plan_id: priced,
      payment_method: 'card',
    });
    expect(sold.error).toBeNull();
    expect(sold.data).toMatchObject({ state: 'live', pays_by: 'desk' });
    const id = (sold.data as { id: string }).id;
    expect(await membershipRow(b, id)).toMatchObject({ standing: 'active', period_number: 1 });
    const { rows } = await b.server.db.query<{ kind: string; amount_minor: string }>(
      `select kind, amount_minor::int from public.transactions
       where tenant_id = $1 and client_id = $2 and kind in ('charge', 'payment') order by kind`,
      [a.id, client],
    );
    expect(rows).toEqual([
      { kind: 'charge', amount_minor: 9500 },
      { kind: 'payment', amount_minor: 9500 },
    ]);
    const twice = await a.owner.client.rpc('sell_plan', {
      tenant_id: a.id,
      client_id: client,
      plan_id: priced,
    });
    expect(twice.error).toMatchObject({ code: 'already_member' });
  });

  it('sells at the desk a plan the client began to join online, which gives way', async () => {
    const { a } = b;
    const desk = await makePlan(b, { name: 'Begun online' });
    const pending = await joinPlan(b, desk);
    const sold = await a.owner.client.rpc('sell_plan', {
      tenant_id: a.id,
      client_id: a.client.clientId,
      plan_id: desk,
    });
    expect(sold.data).toMatchObject({ state: 'live', pays_by: 'desk' });
    expect(await membershipRow(b, pending.data?.id ?? '')).toMatchObject({ state: 'abandoned' });
    expect(await membershipRow(b, (sold.data as { id: string }).id)).toMatchObject({
      standing: 'active',
      overdue_minor: 0,
    });
  });
});
