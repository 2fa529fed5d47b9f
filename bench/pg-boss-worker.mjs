// One process of the job-queue benchmark's pg-boss side (bench/job-queues.mjs): the outbox's own
// delivery (dist/server/messaging/outbox-delivery.js: render, then SMTP through a pool of
// `lanes` connections) done by pg-boss workers instead of our leases, with what one server
// process has: one pool of 10 connections shared by the queue and the work, `lanes` workers
// taking `batchSize` jobs each. Woken as ours is: a LISTEN on `channel` notifies every worker
// (pg-boss's notifyWorker), and each also polls at `pollSeconds`. Prints "ready" once working.
// Arguments: databaseUrl smtpPort queue channel lanes batchSize pollSeconds.
import PgBoss from 'pg-boss';
import pino from 'pino';
import { openPostgresDatabase } from '../dist/server/db/postgres-database.js';
import { createOutboxDelivery } from '../dist/server/messaging/outbox-delivery.js';

const [databaseUrl, smtpPort, queue, channel, lanes, batchSize, pollSeconds] =
  process.argv.slice(2);
const db = await openPostgresDatabase(databaseUrl);
const logger = pino({ level: 'silent' });
const delivery = createOutboxDelivery({
  db,
  logger,
  siteUrl: 'http://127.0.0.1',
  smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
  smtpFrom: 'Bench <bench@bench.test>',
  mailbox: false,
  connections: Number(lanes),
});
const boss = new PgBoss({
  db: { executeSql: (text, values) => db.query(text, values) },
  // The maintenance that fails the jobs of a worker that died, as often as our workers poll.
  maintenanceIntervalSeconds: 15,
});
boss.on('error', (error) => logger.warn({ err: error }, 'pg-boss'));
await boss.start();
const workers = [];
for (let lane = 0; lane < Number(lanes); lane++) {
  workers.push(
    await boss.work(
      queue,
      { batchSize: Number(batchSize), pollingIntervalSeconds: Number(pollSeconds) },
      // The whole batch at once, as our lanes hand theirs to the SMTP pool.
      (jobs) => Promise.all(jobs.map((job) => delivery.deliver(job.data))),
    ),
  );
}
await db.listen(channel, () => {
  for (const id of workers) boss.notifyWorker(id);
});
process.stdout.write('ready\n');
