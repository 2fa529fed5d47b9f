// Payment webhooks (issue 20, point 8) on PostgreSQL: provider events POSTed to a business's
// webhook endpoint over HTTP, each signed as Stripe signs it (the stripe SDK's own test header),
// every event sent twice and all of them shuffled, so a refund often arrives before the success
// it refunds and a duplicate before or after its first delivery. Prints events applied per
// second (each recorded once) and how many duplicates were applied (must be 0), read back from the ledger: each
// provider payment must be in it exactly once, with exactly its refunds.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import Stripe from 'stripe';
import { percentile, startSigningServer, withBenchDatabase } from './bench-database.mjs';

const payments = Number(process.env.BENCH_PAYMENTS ?? 2500);
const connections = 20;
const webhookSecret = 'whsec_benchSigningSecret0123456789';

/** A business with a 10-class pack, connected by its owner through the server's own route. */
async function business(server, databaseUrl) {
  const owner = randomUUID();
  const token = await server.token(owner);
  const call = async (path, body) => {
    const answer = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        apikey: token,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  const tenant = await call('/rest/v1/rpc/create_tenant', {
    name: 'Bench Payments',
    slug: 'bench-payments',
    time_zone: 'Europe/London',
    currency: 'GBP',
  });
  await call(`/payments/v1/accounts/${tenant.id}`, {
    provider: 'stripe',
    secret_key: 'sk_test_benchSecretKey0123456789',
    publishable_key: 'pk_test_benchPublishableKey0123',
    webhook_secret: webhookSecret,
  });
  // The payments are opened in bulk, as the server records them when it opens intents.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `with service as (
         insert into public.services (tenant_id, kind, name, duration_minutes, capacity)
         values ($1, 'group', 'Flow', 60, 20) returning id),
       pack as (
         insert into public.service_options (tenant_id, service_id, kind, name, price_minor, currency, credits, validity_days)
         select $1, id, 'pack', '10 classes', 12000, 'GBP', 10, 180 from service returning id),
       client as (
         insert into public.clients (tenant_id, full_name) values ($1, 'Bench Client') returning id)
       insert into payments.provider_payments
         (tenant_id, provider, provider_payment_id, client_id, amount_minor, currency, status, purpose, option_id)
       select $1, 'stripe', 'pi_bench' || lpad(n::text, 8, '0'), client.id, 12000, 'GBP',
              'requires_payment_method', 'purchase', pack.id
       from generate_series(1, $2) n, client, pack`,
      [tenant.id, payments],
    );
  } finally {
    await db.end();
  }
  return tenant.id;
}

function events() {
  const created = Math.floor(Date.now() / 1000);
  return Array.from({ length: payments }, (_, i) => {
    const intent = `pi_bench${String(i + 1).padStart(8, '0')}`;
    return [
      {
        id: `evt_succeeded${i}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        created,
        data: {
          object: {
            id: intent,
            object: 'payment_intent',
            amount: 12000,
            amount_received: 12000,
            status: 'succeeded',
          },
        },
      },
      {
        id: `evt_refunded${i}`,
        object: 'event',
        type: 'charge.refunded',
        created,
        data: {
          object: {
            id: `ch_bench${i}`,
            object: 'charge',
            payment_intent: intent,
            amount: 12000,
            amount_captured: 12000,
            amount_refunded: 2000,
          },
        },
      },
    ];
  }).flat();
}

function shuffle(items) {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

export async function benchPaymentWebhooks(port) {
  await withBenchDatabase(async (databaseUrl) => {
    const server = await startSigningServer(port, databaseUrl);
    try {
      const tenantId = await business(server, databaseUrl);
      const unique = events();
      const deliveries = shuffle([...unique, ...unique].map((event) => JSON.stringify(event)));
      const outcomes = {};
      const latencies = [];
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (next < deliveries.length) {
            const payload = deliveries[next++];
            const signature = Stripe.webhooks.generateTestHeaderString({
              payload,
              secret: webhookSecret,
            });
            const sent = performance.now();
            const answer = await fetch(`${server.url}/payments/v1/webhooks/${tenantId}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
              body: payload,
            });
            const body = await answer.json();
            latencies.push(performance.now() - sent);
            const outcome = answer.ok ? body.outcome : `${answer.status} ${body.code}`;
            outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const {
        rows: [ledger],
      } = await db.query(
        `select count(*) filter (where t.kind = 'payment')::int as payments,
                count(*) filter (where t.kind = 'refund')::int as refunds,
                count(distinct p.id) filter (where p.status = 'succeeded')::int as succeeded
         from payments.provider_payments p
         left join public.transactions t on t.tenant_id = p.tenant_id
           and (t.id = p.transaction_id or t.refund_of = p.transaction_id)
         where p.tenant_id = $1`,
        [tenantId],
      );
      const {
        rows: [differences],
      } = await db.query(
        `select count(*)::int as n from public.payment_reconciliation
         where tenant_id = $1 and difference is not null`,
        [tenantId],
      );
      await db.end();
      // Each event is recorded once: applied when it changed its payment, ignored when an
      // earlier one had already (a success after the refund that implied it).
      const recorded = (outcomes.applied ?? 0) + (outcomes.ignored ?? 0);
      // Anything in the ledger beyond one payment and one refund per provider payment was a
      // duplicate applied.
      const duplicatesApplied = ledger.payments - payments + (ledger.refunds - payments);
      console.log(
        `payment webhooks, ${unique.length.toLocaleString('en')} events each sent twice (${deliveries.length.toLocaleString('en')} signed POSTs, shuffled, ${connections} connections), PostgreSQL: ` +
          `${(unique.length / seconds).toFixed(0)} events applied/s (${(deliveries.length / seconds).toFixed(0)} deliveries/s), ` +
          `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms; ` +
          `${recorded.toLocaleString('en')} events recorded once (${(outcomes.applied ?? 0).toLocaleString('en')} changed their payment, ${(outcomes.ignored ?? 0).toLocaleString('en')} found it already changed), ` +
          `${(outcomes.duplicate ?? 0).toLocaleString('en')} deliveries refused as duplicates, ` +
          `${duplicatesApplied} duplicates applied; ledger: ${ledger.payments} payments and ${ledger.refunds} refunds for ${payments} provider payments, ` +
          `${differences.n} reconciliation differences` +
          (Object.keys(outcomes).some((o) => !['applied', 'ignored', 'duplicate'].includes(o))
            ? `; other answers: ${JSON.stringify(outcomes)}`
            : ''),
      );
    } finally {
      await server.stop();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchPaymentWebhooks(Number(process.env.BENCH_PORT ?? 4321));
}
