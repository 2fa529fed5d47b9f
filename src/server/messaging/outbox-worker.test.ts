import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import {
  createMigratedTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../test-support/test-database.ts';
import { createOutboxDelivery } from './outbox-delivery.ts';
import { claimMessages } from './outbox-queries.ts';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker.ts';

// Issue 18, points 1 and 8: delivery through a real SMTP server started here, one that refuses
// for a while and recovers (nothing lost, nothing doubled), one that refuses for good (failed,
// with the reason kept), a worker killed holding messages, and two workers sharing one
// PostgreSQL database through two connection pools.

const logger = pino({ level: 'silent' });

/** An SMTP server whose answer to each message the test decides. */
function smtpSink() {
  const received: { to: string; messageId: string; raw: string }[] = [];
  const sink = {
    received,
    /** The most connections open at once. */
    connections: 0,
    /** Called per message: a reply code to refuse it with, or undefined to take it. */
    refuse: (_to: string): number | undefined => undefined,
    server: new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect(_session, callback) {
        sink.connections = Math.max(sink.connections, sink.server.connections.size);
        callback();
      },
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          const to = session.envelope.rcptTo[0]?.address ?? '';
          const code = sink.refuse(to);
          if (code !== undefined) {
            const error = Object.assign(new Error(`${code} refused by the test`), {
              responseCode: code,
            });
            done(error);
            return;
          }
          const messageId = /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '';
          received.push({ to, messageId, raw });
          done();
        });
      },
    }),
    url: '',
  };
  return sink;
}

const snapshot = {
  business: {
    name: 'Sunrise Yoga',
    time_zone: 'Europe/London',
    currency: 'GBP',
    locale: 'en-GB',
    email: null,
    phone: null,
    address: null,
  },
  client: { name: 'Ann' },
  session: {
    booking_id: '00000000-0000-0000-0000-000000000001',
    service: 'Vinyasa Flow',
    private: false,
    staff: null,
    starts_at: '2031-06-30T08:00:00+00:00',
    ends_at: '2031-06-30T09:00:00+00:00',
    location: 'Studio 1',
  },
  place: { id: 'p', status: 'confirmed', waitlist_position: null, offer_expires_at: null },
  calendar: { uid: 'p', sequence: 0 },
};

describe.each(testDatabaseKinds)('delivering the outbox by SMTP on %s', (kind) => {
  let test: TestDatabase;
  let db: Database;
  let tenant: string;
  const sink = smtpSink();
  const workers: OutboxWorker[] = [];
  const closers: (() => unknown)[] = [];

  beforeAll(async () => {
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    sink.url = `smtp://127.0.0.1:${(sink.server.server.address() as AddressInfo).port}`;
    test = await createMigratedTestDatabase(kind);
    db = test.db;
    const { rows } = await db.query<{ id: string }>(
      `insert into public.tenants (slug, name, time_zone, currency)
       values ('sunrise', 'Sunrise Yoga', 'Europe/London', 'GBP') returning id`,
    );
    tenant = rows[0]?.id ?? '';
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    for (const close of closers.splice(0)) await close();
    sink.refuse = () => undefined;
    sink.received.length = 0;
    sink.connections = 0;
  });
  afterAll(async () => {
    await test.drop();
    await new Promise<void>((resolve) => sink.server.close(() => resolve()));
  });

  /** n pending messages to distinct addresses; returns their ids. */
  const enqueue = async (n: number, prefix: string) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into messaging.messages
         (tenant_id, event_key, kind, channel, to_address, snapshot)
       select $1, $2 || ':' || n, 'place_confirmed', 'email', $2 || n || '@example.com', $3::jsonb
       from generate_series(1, $4) n returning id`,
      [tenant, prefix, JSON.stringify(snapshot), n],
    );
    return rows.map((row) => row.id);
  };
  const statuses = async (ids: string[]) =>
    (
      await db.query<{ status: string; attempts: number; last_error: string | null }>(
        `select status, attempts, last_error from messaging.messages
         where id = any($1::uuid[]) order by status, attempts`,
        [ids],
      )
    ).rows;
  const startWorker = (
    on: Database,
    options: { workerId?: string; baseMs?: number; smtpUrl?: string } = {},
  ) => {
    const delivery = createOutboxDelivery({
      db: on,
      logger,
      siteUrl: 'https://book.example.com',
      smtpUrl: options.smtpUrl ?? sink.url,
      smtpFrom: 'Bookings <bookings@example.com>',
      mailbox: true,
      texts: undefined,
      connections: 2,
    });
    closers.push(() => delivery.close());
    const worker = startOutboxWorker(on, delivery.deliver, logger, {
      lanes: 2,
      batchSize: 10,
      leaseSeconds: 30,
      pollMs: 100,
      retry: {
        baseMs: options.baseMs ?? 50,
        capMs: Math.max(200, options.baseMs ?? 0),
        maxAttempts: 5,
      },
      ...(options.workerId === undefined ? {} : { workerId: options.workerId }),
    });
    workers.push(worker);
    return worker;
  };
  const allSent = async (ids: string[]) =>
    (await statuses(ids)).every((row) => row.status === 'sent');

  it('hands each message to SMTP once, with its calendar file and a stable Message-ID', async () => {
    const ids = await enqueue(60, 'once');
    startWorker(db);
    await expect.poll(() => allSent(ids), { timeout: 15_000 }).toBe(true);
    // Through the pool's two connections, not one per message.
    expect(sink.connections).toBeLessThanOrEqual(2);
    expect(sink.received.map((message) => message.to).sort()).toEqual(
      Array.from({ length: 60 }, (_, n) => `once${n + 1}@example.com`).sort(),
    );
    const [first] = sink.received;
    expect(new Set(sink.received.map((message) => message.messageId)).size).toBe(60);
    expect(ids.map((id) => `<${id}@book.example.com>`)).toContain(first?.messageId);
    expect(first?.raw).toContain('From: Sunrise Yoga <bookings@example.com>');
    expect(first?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(first?.raw).toContain('Subject: Booked: Vinyasa Flow on Mon 30 Jun, 09:00');
  });

  it('words a message as its business saved it, from its sender name, with its reply-to', async () => {
    await db.query(
      `update public.tenants set message_sender_name = 'Sunrise Studio',
         message_reply_to = 'desk@sunrise.test' where id = $1`,
      [tenant],
    );
    await db.query(
      `insert into public.message_templates (tenant_id, kind, subject, body)
       values ($1, 'place_confirmed', $2, $3)`,
      [tenant, 'See you, {client_name}: {service}', 'Dear {client_name},\n\nBring a mat.'],
    );
    try {
      const ids = await enqueue(1, 'worded');
      startWorker(db);
      await expect.poll(() => allSent(ids), { timeout: 15_000 }).toBe(true);
      const raw = sink.received[0]?.raw ?? '';
      expect(raw).toContain('From: Sunrise Studio <bookings@example.com>');
      expect(raw).toContain('Reply-To: desk@sunrise.test');
      expect(raw).toContain('Subject: See you, Ann: Vinyasa Flow');
      expect(raw).toContain('Dear Ann,');
      expect(raw).toContain('Bring a mat.');
      // Our layout around their words: the heading and the details stay.
      expect(raw).toContain('You are booked');
      expect(raw).not.toContain('Your place is confirmed.');
    } finally {
      await db.query('delete from public.message_templates where tenant_id = $1', [tenant]);
      await db.query(
        `update public.tenants set message_sender_name = null, message_reply_to = null
         where id = $1`,
        [tenant],
      );
    }
  });

  it('words staff, account and text messages as the business saved them', async () => {
    await db.query(
      `insert into public.message_templates (tenant_id, kind, subject, body, sms) values
         ($1, 'staff_appointment_moved', 'Your diary changed: {client_name}', 'Hi {staff}, it moved from {previous_when}.', null),
         ($1, 'payment_receipt', 'We got {amount}, {client_name}', 'Thanks! Balance: {balance}.', null),
         ($1, 'place_confirmed', null, null, 'See you {when}, {client_name}. {business_name}')`,
      [tenant],
    );
    const ledger = {
      business: snapshot.business,
      client: { name: 'Ann' },
      entry: {
        kind: 'payment',
        amount_minor: 2800,
        currency: 'GBP',
        method: 'card',
        note: '',
        created_at: '2031-06-01T08:00:00+00:00',
        session: null,
        refund_of: null,
      },
      balance_minor: 0,
    };
    const moved = {
      ...snapshot,
      session: { ...snapshot.session, private: true, staff: 'Sam' },
      previous: {
        starts_at: '2031-06-29T08:00:00+00:00',
        ends_at: '2031-06-29T09:00:00+00:00',
        staff: 'Sam',
      },
    };
    try {
      const { rows } = await db.query<{ id: string }>(
        `insert into messaging.messages (tenant_id, event_key, kind, channel, to_address, snapshot)
         values ($1, 'worded:staff', 'staff_appointment_moved', 'email', 'sam@example.com', $2),
                ($1, 'worded:receipt', 'payment_receipt', 'email', 'ann@example.com', $3),
                ($1, 'worded:text', 'place_confirmed', 'sms', '+447700900123', $4)
         returning id`,
        [tenant, JSON.stringify(moved), JSON.stringify(ledger), JSON.stringify(snapshot)],
      );
      const ids = rows.map((row) => row.id);
      startWorker(db);
      await expect.poll(() => allSent(ids), { timeout: 15_000 }).toBe(true);
      const to = (address: string) =>
        sink.received.find((message) => message.to === address)?.raw ?? '';
      const staff = to('sam@example.com');
      expect(staff).toContain('Subject: Your diary changed: Ann');
      expect(staff).toContain('Hi Sam, it moved from Sunday, 29 June 2031');
      expect(staff).toContain('Turn them off in your settings');
      expect(staff).toMatch(/method=REQUEST/);
      const receipt = to('ann@example.com');
      expect(receipt).toContain('Subject: =?UTF-8?Q?We_got_=C2=A328=2E00=2C_Ann?=');
      expect(receipt).toContain('Thanks! Balance: nothing owed.');
      const texts = await db.query<{ to_address: string; text_body: string }>(
        `select to_address, text_body from platform.mailbox_messages
         where channel = 'sms' and to_address = '+447700900123'`,
      );
      expect(texts.rows.map((row) => row.text_body.replace(/\s/g, ' '))).toEqual([
        'See you Monday, 30 June 2031, 09:00–10:00 (London time), Ann. Sunrise Yoga',
      ]);
    } finally {
      await db.query('delete from public.message_templates where tenant_id = $1', [tenant]);
    }
  });

  it('tries again while the server says "try later", then delivers each once', async () => {
    const refusals = new Map<string, number>();
    sink.refuse = (to) => {
      const count = refusals.get(to) ?? 0;
      refusals.set(to, count + 1);
      return count < 2 ? 451 : undefined;
    };
    const ids = await enqueue(4, 'later');
    startWorker(db);
    await expect.poll(() => allSent(ids), { timeout: 15_000 }).toBe(true);
    expect(sink.received.map((message) => message.to).sort()).toEqual(
      [1, 2, 3, 4].map((n) => `later${n}@example.com`),
    );
    expect((await statuses(ids)).map((row) => row.attempts)).toEqual([3, 3, 3, 3]);
  });

  it('keeps a permanent refusal as failed with its reason, and tries it no more', async () => {
    sink.refuse = (to) => (to.startsWith('gone') ? 550 : undefined);
    const [gone] = await enqueue(1, 'gone');
    const fine = await enqueue(1, 'fine');
    startWorker(db);
    await expect.poll(() => allSent(fine), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(async () => (await statuses([gone ?? '']))[0]?.status, { timeout: 15_000 })
      .toBe('failed');
    const [row] = await statuses([gone ?? '']);
    expect(row).toMatchObject({ attempts: 1, last_error: expect.stringContaining('SMTP 550') });
  });

  it('fails a message after its last attempt, keeping the last reason', async () => {
    sink.refuse = () => 421;
    const ids = await enqueue(1, 'down');
    startWorker(db, { baseMs: 10 });
    await expect
      .poll(async () => (await statuses(ids))[0]?.status, { timeout: 15_000 })
      .toBe('failed');
    expect((await statuses(ids))[0]).toMatchObject({
      attempts: 5,
      last_error: expect.stringContaining('SMTP 421'),
    });
    expect(sink.received).toHaveLength(0);
  });

  it('tries again later when the mail server cannot be reached', async () => {
    const ids = await enqueue(1, 'unreachable');
    // A port nothing listens on: the sink's, once closed, is not reused this soon.
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.server.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    startWorker(db, { baseMs: 60_000, smtpUrl: `smtp://127.0.0.1:${port}` });
    await expect.poll(async () => (await statuses(ids))[0]?.attempts, { timeout: 15_000 }).toBe(1);
    await expect
      .poll(async () => (await statuses(ids))[0], { timeout: 15_000 })
      .toMatchObject({ status: 'pending', last_error: expect.stringContaining('ECONNREFUSED') });
    // Not for the next test's worker to find.
    await db.query('delete from messaging.messages where id = any($1::uuid[])', [ids]);
  });

  it('delivers once what a killed worker held, after its lease lapses', async () => {
    const ids = await enqueue(3, 'orphan');
    // A worker takes them for a second and dies without a word.
    const taken = await claimMessages(db, 'killed-worker', {
      batchSize: 10,
      leaseSeconds: 1,
      maxAttempts: 5,
    });
    expect(taken.map((message) => message.id).sort()).toEqual([...ids].sort());
    startWorker(db);
    await expect.poll(() => allSent(ids), { timeout: 15_000 }).toBe(true);
    expect(sink.received.map((message) => message.to).sort()).toEqual(
      [1, 2, 3].map((n) => `orphan${n}@example.com`),
    );
    expect((await statuses(ids)).map((row) => row.attempts)).toEqual([2, 2, 2]);
  });

  // Only PostgreSQL has several connections; PGlite is one, in one process.
  if (kind === 'postgres')
    it('delivers each message exactly once with two workers on two connection pools', async () => {
      const second = await openPostgresDatabase(test.url ?? '');
      closers.push(() => second.close());
      const ids = await enqueue(300, 'shared');
      startWorker(db, { workerId: 'first' });
      startWorker(second, { workerId: 'second' });
      await expect.poll(() => allSent(ids), { timeout: 30_000 }).toBe(true);
      expect(sink.received).toHaveLength(300);
      expect(new Set(sink.received.map((message) => message.messageId)).size).toBe(300);
      const { rows } = await db.query<{ count: number }>(
        "select count(*)::int as count from messaging.messages where event_key like 'shared:%' and attempts <> 1",
      );
      expect(rows[0]?.count).toBe(0);
    });
});
