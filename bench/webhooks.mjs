// Webhook deliveries (issue 38, point 6) on PostgreSQL: 5,000 clients added in one transaction
// queue 5,000 client.created events at once; the server's delivery worker sends them, signed,
// to a local receiver (in this process) that verifies each with `standardwebhooks`. Prints
// deliveries per second from the commit to the last one received, duplicates (the same
// webhook-id twice; must be 0) and deliveries that did not verify (must be 0). Target: at least
// 200 deliveries/s.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { withBenchDatabase } from './bench-database.mjs';
import { startBuiltServer } from './start-server.mjs';

const events = 5_000;

function receiver(secret) {
  const webhook = new Webhook(secret);
  const received = new Set();
  const counts = { received: 0, duplicates: 0, unverified: 0, last: 0 };
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      try {
        webhook.verify(Buffer.concat(chunks).toString(), request.headers);
      } catch {
        counts.unverified += 1;
        response.writeHead(401).end();
        return;
      }
      const id = request.headers['webhook-id'];
      if (received.has(id)) counts.duplicates += 1;
      received.add(id);
      counts.received += 1;
      counts.last = performance.now();
      response.writeHead(204).end();
    });
  });
  return { server, counts };
}

export async function benchWebhooks(port) {
  await withBenchDatabase(async (databaseUrl) => {
    const server = await startBuiltServer({
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DEMO: '0',
      WEBHOOKS_ALLOW_PRIVATE: '1',
    });
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const tenant = randomUUID();
      await db.query(
        `insert into public.tenants (id, slug, name, time_zone, currency)
         values ($1, 'bench-webhooks', 'Bench Studio', 'Europe/London', 'GBP')`,
        [tenant],
      );
      // The receiver's address is known once it listens; the secret first.
      const { rows } = await db.query('select webhooks.new_secret() as secret');
      const sink = receiver(rows[0].secret);
      await new Promise((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
      await db.query(
        `insert into webhooks.endpoints (tenant_id, url, events, secret)
         values ($1, $2, '{client.created}', $3)`,
        [tenant, `http://127.0.0.1:${sink.server.address().port}/hooks`, rows[0].secret],
      );
      const started = performance.now();
      await db.query(
        `insert into public.clients (tenant_id, full_name, email)
         select $1, 'Client ' || n, 'client' || n || '@bench.test' from generate_series(1, $2) n`,
        [tenant, events],
      );
      const deadline = started + 180_000;
      while (sink.counts.received < events && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      // Anything sent twice would come after: wait out a poll.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const seconds = (sink.counts.last - started) / 1000;
      console.log(
        `webhooks: ${sink.counts.received} of ${events} events delivered in ${seconds.toFixed(1)} s: ${(sink.counts.received / seconds).toFixed(0)} deliveries/s (target ≥ 200), ${sink.counts.duplicates} duplicates, ${sink.counts.unverified} not verified`,
      );
      await new Promise((resolve) => sink.server.close(resolve));
    } finally {
      await db.end();
      await server.stop();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchWebhooks(Number(process.env.BENCH_PORT ?? 4321));
}
