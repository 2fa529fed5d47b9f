// Memberships' renewals (issue 35, point 8) on PostgreSQL with two server processes: 10,000
// memberships paid by card fall due at the same instant (the developer clock moved past the
// end of their first period, which wakes both billing workers), charged off-session through
// the embedded test provider. Prints charges per second, p50 and p99 from due to charged (the
// provider payment recorded as succeeded), and double charges (a period with more than one
// succeeded provider payment or ledger payment: must be 0).
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { importJWK } from 'jose';
import pg from 'pg';
import { percentile, sessionToken, withBenchDatabase } from './bench-database.mjs';
import { startBuiltServer } from './start-server.mjs';

const memberships = Number(process.env.BENCH_MEMBERSHIPS ?? 10_000);
const waitMinutes = 15;

/** Two server processes on one database, with one signing key and one payments key. */
async function startTwo(port, databaseUrl) {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
    format: 'jwk',
  });
  const env = {
    DATABASE_URL: databaseUrl,
    DEMO: '0',
    JWT_PRIVATE_KEY: JSON.stringify({ ...jwk, kid: 'bench' }),
    PAYMENTS_ENCRYPTION_KEY: 'be'.repeat(32),
  };
  // The first migrates the database; the second starts on it once it is ready.
  const first = await startBuiltServer({ ...env, PORT: String(port) });
  const second = await startBuiltServer({ ...env, PORT: String(port + 1) });
  const key = await importJWK(jwk, 'ES256');
  const token = (sub) =>
    sessionToken({ key, kid: 'bench', databaseUrl, issuer: `${first.url}/auth/v1`, sub });
  return { first, second, token };
}

/**
 * A business connected to the test provider by its owner, with a monthly plan and its members:
 * each a client who is a customer at the provider with a card saved (written in bulk as the
 * provider keeps them), holding a live membership whose first period began at the same instant.
 * Returns the business and when the first periods end.
 */
async function business(server, token, db) {
  const owner = randomUUID();
  const bearer = await token(owner);
  const call = async (path, body) => {
    const answer = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${bearer}`,
        apikey: bearer,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  const tenant = await call('/rest/v1/rpc/create_tenant', {
    name: 'Bench Memberships',
    slug: 'bench-memberships',
    time_zone: 'Europe/London',
    currency: 'GBP',
  });
  await call(`/payments/v1/accounts/${tenant.id}`, { provider: 'test' });
  await db.query(
    `with plan as (
       insert into public.plans (tenant_id, name, price_minor, period)
       values ($1, 'Unlimited', 5000, 'month') returning id),
     members as (
       insert into public.clients (tenant_id, full_name)
       select $1, 'Member ' || n from generate_series(1, $2) n returning id),
     numbered as (
       select id, 'Bench' || lpad((row_number() over ())::text, 8, '0') as tag from members),
     customers as (
       insert into payments.test_provider_objects (id, tenant_id, object)
       select 'cus_' || tag, $1, jsonb_build_object(
         'id', 'cus_' || tag, 'object', 'customer', 'created', extract(epoch from now())::int,
         'email', null, 'name', null, 'metadata', '{}'::jsonb, 'livemode', false,
         'invoice_settings', jsonb_build_object('default_payment_method', null))
       from numbered returning 1),
     cards as (
       insert into payments.test_provider_objects (id, tenant_id, object)
       select 'pm_' || tag, $1, jsonb_build_object(
         'id', 'pm_' || tag, 'object', 'payment_method', 'type', 'card',
         'created', extract(epoch from now())::int, 'customer', 'cus_' || tag, 'livemode', false,
         'metadata', '{}'::jsonb,
         'billing_details', jsonb_build_object('address', null, 'email', null, 'name', null, 'phone', null),
         'card', jsonb_build_object('brand', 'visa', 'last4', '4242', 'exp_month', 12,
           'exp_year', extract(year from now())::int + 3, 'funding', 'credit', 'country', 'GB',
           'fingerprint', '4242424242424242'))
       from numbered returning 1),
     saved as (
       insert into payments.customers (tenant_id, client_id, provider_customer_id)
       select $1, id, 'cus_' || tag from numbered returning 1)
     insert into public.subscriptions (tenant_id, client_id, plan_id, state, pays_by, card_consent_at)
     select $1, numbered.id, plan.id, 'live', 'card', now() from numbered, plan`,
    [tenant.id, memberships],
  );
  const {
    rows: [first],
  } = await db.query(
    `select max(p.ends_at) as ends_at, count(*)::int as n
     from public.subscriptions s,
          lateral app.begin_period(s.id, 1, date_trunc('minute', app.now()), 'paid') p
     where s.tenant_id = $1`,
    [tenant.id],
  );
  return { tenantId: tenant.id, dueAt: first.ends_at, begun: first.n };
}

export async function benchMemberships(port) {
  await withBenchDatabase(async (databaseUrl) => {
    const { first, second, token } = await startTwo(port, databaseUrl);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { tenantId, dueAt, begun } = await business(first, token, db);
      const {
        rows: [clock],
      } = await db.query('select app.now() as now');
      const seconds = Math.ceil((dueAt.getTime() - clock.now.getTime()) / 1000);
      // Due now: both workers are woken by the clock's NOTIFY.
      const started = Date.now();
      const moved = await fetch(`${first.url}/developer/clock`, {
        method: 'POST',
        body: JSON.stringify({ advance_seconds: seconds }),
      });
      if (!moved.ok) throw new Error(`clock: ${moved.status} ${await moved.text()}`);
      let progress;
      for (;;) {
        ({
          rows: [progress],
        } = await db.query(
          `select count(*) filter (where billing = 'paid')::int as paid,
                  count(*) filter (where billing in ('retrying', 'failed'))::int as declined
           from public.subscription_periods where tenant_id = $1 and number = 2`,
          [tenantId],
        ));
        if (progress.paid + progress.declined >= begun) break;
        if (Date.now() - started > waitMinutes * 60_000) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const { rows: charged } = await db.query(
        `select extract(epoch from t.created_at) * 1000 as at
         from payments.provider_payments p
         join public.transactions t on t.tenant_id = p.tenant_id and t.id = p.transaction_id
         where p.tenant_id = $1 and p.purpose = 'renewal' and p.status = 'succeeded'`,
        [tenantId],
      );
      const latencies = charged.map((row) => Number(row.at) - started);
      const last = Math.max(...latencies);
      const {
        rows: [doubles],
      } = await db.query(
        `select
           (select count(*)::int from (
              select fee_id from payments.provider_payments
              where tenant_id = $1 and purpose = 'renewal' and status = 'succeeded'
              group by fee_id having count(*) > 1) d) as provider,
           (select count(*)::int from (
              select p.subscription_id from payments.provider_payments p
              join public.transactions t on t.tenant_id = p.tenant_id and t.id = p.transaction_id
              where p.tenant_id = $1 and p.purpose = 'renewal'
              group by p.subscription_id having count(*) > 1) d) as ledger,
           (select count(*)::int from payments.provider_payments
            where tenant_id = $1 and purpose = 'renewal') as opened`,
        [tenantId],
      );
      console.log(
        `memberships renewing at once, ${begun.toLocaleString('en')} due at the same instant, two server processes, test provider, PostgreSQL: ` +
          `${charged.length.toLocaleString('en')} charged (${progress.declined} declined) in ${(last / 1000).toFixed(1)} s, ` +
          `${((charged.length * 1000) / last).toFixed(0)} charges/s; from due to charged p50 ${(percentile(latencies, 0.5) / 1000).toFixed(1)} s, ` +
          `p99 ${(percentile(latencies, 0.99) / 1000).toFixed(1)} s; ` +
          `${doubles.provider + doubles.ledger} double charges (${doubles.provider} periods with two succeeded provider payments, ${doubles.ledger} with two ledger payments; ${doubles.opened.toLocaleString('en')} provider payments opened)`,
      );
    } finally {
      await db.end();
      await Promise.all([first.stop(), second.stop()]);
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchMemberships(Number(process.env.BENCH_PORT ?? 4321));
}
