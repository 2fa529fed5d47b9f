import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { nextClockChange } from '../../src/server/test-support/clock-changes.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

interface Period {
  number: number;
  starts_at: string;
  ends_at: string;
  amount_minor: string | number;
  billing: string;
  credits: number | null;
}

// The periods of a membership (app.begin_period, app.period_end): each begun once, on the
// business's local calendar, with its charge and its allowance in the ledger.
describe.each(testDatabaseKinds)('membership periods on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let classId: string;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'periods-a');
    const service = await a.owner.client
      .from('services')
      .insert({ tenant_id: a.id, kind: 'group', name: 'Yoga', duration_minutes: 60, capacity: 10 })
      .select('id')
      .single();
    classId = (service.data as { id: string }).id;
  });
  afterAll(() => server.stop());

  async function plan(values: Record<string, unknown>): Promise<string> {
    const made = await a.owner.client
      .from('plans')
      .insert({ tenant_id: a.id, name: 'Plan', price_minor: 8000, period: 'month', ...values })
      .select('id, currency')
      .single();
    expect(made.error).toBeNull();
    expect(made.data).toMatchObject({ currency: 'GBP' });
    const covered = await a.owner.client
      .from('plan_services')
      .insert({ tenant_id: a.id, plan_id: (made.data as { id: string }).id, service_id: classId });
    expect(covered.error).toBeNull();
    return (made.data as { id: string }).id;
  }

  async function subscribe(planId: string): Promise<string> {
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.subscriptions (tenant_id, client_id, plan_id, state, pays_by)
       values ($1, $2, $3, 'live', 'desk') returning id`,
      [a.id, a.client.clientId, planId],
    );
    return rows[0]?.id ?? '';
  }

  async function begin(subscription: string, number: number, startsAt: string): Promise<Period> {
    const begun = await server.db.query<Period & { grant_id: string }>(
      `select number, starts_at::text, ends_at::text, amount_minor, billing, grant_id
       from app.begin_period($1, $2, $3, 'desk')`,
      [subscription, number, startsAt],
    );
    const { grant_id: grantId, ...period } = begun.rows[0] as Period & { grant_id: string };
    // The grant is read after the call: a statement does not see what its own function wrote.
    const granted = await server.db.query<{ credits: number | null }>(
      'select credits from public.transactions where id = $1',
      [grantId],
    );
    return { ...period, credits: granted.rows[0]?.credits ?? null };
  }

  const localTime = (at: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(at));

  it('ends a month later on the same local day and time, across a clock change', async () => {
    const change = nextClockChange('Europe/London');
    const start = new Date(`${change.date}T09:00:00Z`);
    start.setUTCDate(start.getUTCDate() - 10);
    const subscription = await subscribe(await plan({ name: 'Across the change' }));
    const first = await begin(subscription, 1, start.toISOString());
    const [day, month] = localTime(start.toISOString()).split(/[/, ]+/);
    const [endDay, endMonth, , endTime] = localTime(first.ends_at).split(/[/, ]+/);
    expect(endDay).toBe(day);
    expect(Number(endMonth)).toBe((Number(month) % 12) + 1);
    expect(endTime).toBe(localTime(start.toISOString()).split(/[/, ]+/)[3]);
    // Not 30 or 31 days of 24 hours: the clock change made the month an hour shorter or longer.
    const hours = (Date.parse(first.ends_at) - Date.parse(first.starts_at)) / 3_600_000;
    expect(hours % 24).not.toBe(0);
  });

  it('keeps to the anchor day when a month is shorter', async () => {
    const subscription = await subscribe(await plan({ name: 'From the 31st' }));
    let period = await begin(subscription, 1, '2027-01-31T10:00:00Z');
    expect(period.ends_at.slice(0, 10)).toBe('2027-02-28');
    period = await begin(subscription, 2, period.ends_at);
    expect(period.ends_at.slice(0, 10)).toBe('2027-03-31');
  });

  it('charges the first period with the joining fee, then the price, each period once', async () => {
    const subscription = await subscribe(
      await plan({ name: 'Intro', joining_fee_minor: 2000, first_period_price_minor: 1000 }),
    );
    const first = await begin(subscription, 1, '2027-03-01T10:00:00Z');
    expect(Number(first.amount_minor)).toBe(3000);
    const second = await begin(subscription, 2, first.ends_at);
    expect(Number(second.amount_minor)).toBe(8000);
    const again = await begin(subscription, 2, first.ends_at);
    expect(again).toEqual(second);
    const { rows } = await server.db.query<{ kind: string; amount_minor: string }>(
      `select kind, amount_minor from public.transactions
       where tenant_id = $1 and subscription_id = $2 order by created_at, kind`,
      [a.id, subscription],
    );
    expect(rows.map((row) => [row.kind, Number(row.amount_minor)])).toEqual([
      ['charge', 3000],
      ['credit_grant', 0],
      ['charge', 8000],
      ['credit_grant', 0],
    ]);
  });

  it('carries unused classes over up to the cap, and grants none for unlimited', async () => {
    const capped = await subscribe(await plan({ name: 'Eight', allowance: 8, carry_over_cap: 3 }));
    const first = await begin(capped, 1, '2027-04-01T10:00:00Z');
    expect(first.credits).toBe(8);
    expect((await begin(capped, 2, first.ends_at)).credits).toBe(11);
    const unlimited = await subscribe(await plan({ name: 'Unlimited' }));
    expect((await begin(unlimited, 1, '2027-04-01T10:00:00Z')).credits).toBeNull();
  });

  it('lasts a freeze longer when the freeze starts inside the period', async () => {
    const subscription = await subscribe(await plan({ name: 'Frozen', period: 'week' }));
    await server.db.query(
      `insert into public.subscription_freezes (tenant_id, subscription_id, starts_on, ends_on)
       values ($1, $2, '2027-05-05', '2027-05-19')`,
      [a.id, subscription],
    );
    const first = await begin(subscription, 1, '2027-05-03T08:00:00Z');
    expect(first.ends_at.slice(0, 10)).toBe('2027-05-24');
    const second = await begin(subscription, 2, first.ends_at);
    expect(second.ends_at.slice(0, 10)).toBe('2027-05-31');
  });
});
