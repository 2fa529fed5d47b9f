import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import {
  serverStarted,
  spawnServer,
  stopServer,
  type ServerProcess,
} from '../test-support/server-process.ts';
import { createPostgresTestDatabase, testDatabaseKinds } from '../test-support/test-database.ts';

// Issue 18, point 8: two server processes (`node src/server/main.ts`, as production runs them)
// on one PostgreSQL database deliver each message exactly once, and both take part. Each
// process sends to an SMTP server of its own, so what each received says which process sent
// it. PostgreSQL only: PGlite is one process's embedded database.

const messageCount = 300;

/** An SMTP server that takes every message, a little slowly, as a real one would. */
function smtpSink() {
  const received: { messageId: string; to: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          messageId: /^Message-ID: <([^@>]+)@/im.exec(raw)?.[1] ?? '',
          to: session.envelope.rcptTo[0]?.address ?? '',
        });
        setTimeout(done, 10);
      });
    },
  });
  return { received, server };
}

describe.runIf(testDatabaseKinds.includes('postgres'))(
  'two server processes on one PostgreSQL',
  () => {
    const sinks = [smtpSink(), smtpSink()] as const;
    const processes: ServerProcess[] = [];
    const dataDirs: string[] = [];
    let db: Database;
    let dropDatabase: () => Promise<void>;

    beforeAll(async () => {
      const database = await createPostgresTestDatabase('migrated');
      dropDatabase = database.drop;
      db = await openPostgresDatabase(database.url);
      for (const sink of sinks) {
        await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
        const port = (sink.server.server.address() as AddressInfo).port;
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-processes-'));
        dataDirs.push(dataDir);
        processes.push(
          spawnServer({
            DATABASE_URL: database.url,
            DATA_DIR: dataDir,
            SMTP_URL: `smtp://127.0.0.1:${port}`,
            MESSAGE_POLL_SECONDS: '1',
          }),
        );
      }
      await Promise.all(processes.map(serverStarted));
    }, 180_000);

    afterAll(async () => {
      for (const server of processes) await stopServer(server);
      await db?.close();
      await dropDatabase?.();
      for (const sink of sinks)
        await new Promise<void>((resolve) => sink.server.close(() => resolve()));
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('sends each of 300 messages exactly once, with both processes sending', async () => {
      const { rows } = await db.query<{ id: string }>(
        `insert into public.tenants (slug, name, time_zone, currency)
         values ('two-processes', 'Two Processes Studio', 'Europe/London', 'GBP') returning id`,
      );
      const tenant = rows[0]?.id ?? '';
      await db.query(
        `insert into public.clients (tenant_id, full_name, email)
         select $1, 'Client ' || n, 'client' || n || '@two.test' from generate_series(1, $2) n`,
        [tenant, messageCount],
      );
      // In six commits, as bookings would come: each NOTIFY wakes both processes.
      for (let part = 0; part < 6; part += 1) {
        await db.query(
          `select messaging.enqueue(c.tenant_id, c.id, 'receipt:' || c.id, 'payment_receipt',
             jsonb_build_object(
               'business', messaging.business_snapshot(c.tenant_id),
               'client', jsonb_build_object('name', c.full_name),
               'entry', jsonb_build_object(
                 'kind', 'payment', 'amount_minor', 1500, 'currency', 'GBP', 'method', 'card',
                 'note', 'Drop-in', 'created_at', now(), 'session', null, 'refund_of', null),
               'balance_minor', 0))
           from (select * from public.clients where tenant_id = $1 order by email
                 offset $2 limit $3) c`,
          [tenant, (part * messageCount) / 6, messageCount / 6],
        );
      }

      const delivered = () => sinks[0].received.length + sinks[1].received.length;
      await expect
        .poll(delivered, { timeout: 60_000, interval: 200 })
        .toBeGreaterThanOrEqual(messageCount);
      // Anything doubled would arrive after the last first copy: wait out a poll or two.
      await new Promise((resolve) => setTimeout(resolve, 2500));

      const { rows: outbox } = await db.query<{ id: string; status: string; attempts: number }>(
        `select id, status, attempts from messaging.messages where tenant_id = $1`,
        [tenant],
      );
      expect(outbox).toHaveLength(messageCount);
      expect(outbox.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      const sent = [...sinks[0].received, ...sinks[1].received].map((m) => m.messageId);
      expect(sent).toHaveLength(messageCount);
      expect(new Set(sent)).toEqual(new Set(outbox.map((row) => row.id)));
      // Both processes sent some of them.
      expect(sinks[0].received.length).toBeGreaterThan(0);
      expect(sinks[1].received.length).toBeGreaterThan(0);
      console.info(
        `two processes: ${sinks[0].received.length} + ${sinks[1].received.length} of ${messageCount} messages`,
      );
    }, 120_000);
  },
);
