import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveOAuthClient } from '../business-oauth-clients.ts';
import { isPublicAddress } from './push-channels.ts';
import { testBox } from '../../test-support/oauth-calendars.ts';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { paymentsEnv } from '../../test-support/test-payments.ts';
import { createTestTenant, type TestTenant } from '../../test-support/test-tenants.ts';

// Which calendars get a push channel, and when (db/functions/calendars/push_*.sql): blocking
// ones of a Google or Microsoft connection, where providers reach the server or the stand-ins
// announce in-process; each claimed under a lease, failures tried again later, channels of
// calendars that stopped blocking claimed to be stopped.

describe('isPublicAddress', () => {
  it('is an https address of another machine', () => {
    expect(isPublicAddress('https://book.example.com')).toBe(true);
    expect(isPublicAddress('http://book.example.com')).toBe(false);
    expect(isPublicAddress('https://localhost:3000')).toBe(false);
    expect(isPublicAddress('https://127.0.0.1')).toBe(false);
  });
});

describe.each(testDatabaseKinds)('push channel claims on %s', (kind) => {
  let server: TestServer;
  let tenant: TestTenant;
  let calendarId: string;
  const claim = async (publicAddress: boolean) =>
    (
      await server.db.query<{ calendar_id: string; open: boolean }>(
        'select calendar_id, open from calendars.push_claim(100, $1) where tenant_id = $2',
        [publicAddress, tenant.id],
      )
    ).rows;

  beforeAll(async () => {
    // The server's own calendar workers are off: its sync worker would try the connection's
    // made-up token, mark the connection failed, and so take its calendar out of every claim.
    server = await startTestServerOn(kind, {
      ...paymentsEnv,
      AUTH_AUTOCONFIRM: 'true',
      CALENDAR_WORKERS: '0',
    });
    tenant = await createTestTenant(server, `push-${kind}`);
    await saveOAuthClient(server.db, testBox, tenant.id, 'google', {
      client_id: 'real-app.apps.googleusercontent.com',
      client_secret: 'secret',
    });
    const { rows: staff } = await server.db.query<{ id: string }>(
      'select calendars.staff_of_user($1, $2) as id',
      [tenant.id, tenant.staff.id],
    );
    const { rows } = await server.db.query<{ id: string }>(
      `select calendars.add_connection($1, gen_random_uuid(), $2, 'google', 'ada@example.test', null,
         decode($3, 'hex'), null, null, $4::jsonb) as id`,
      [
        tenant.id,
        staff[0]?.id,
        'ab'.repeat(40),
        JSON.stringify([
          { remote_id: 'ada@example.test', name: 'Ada', writable: true, primary: true },
        ]),
      ],
    );
    const { rows: calendars } = await server.db.query<{ id: string }>(
      'select id from calendars.calendars where tenant_id = $1 and connection_id = $2',
      [tenant.id, rows[0]?.id],
    );
    calendarId = calendars[0]?.id ?? '';
  }, 120_000);
  afterAll(() => server?.stop());

  it('claims a blocking calendar of a real client only where providers reach the server, once', async () => {
    expect(await claim(false)).toEqual([]);
    expect(await claim(true)).toEqual([{ calendar_id: calendarId, open: true }]);
    expect(await claim(true)).toEqual([]);
  });

  it('tries a failed one again later, and a channel near its expiry anew', async () => {
    await server.db.query(`select calendars.push_failed($1, $2, interval '1 hour')`, [
      tenant.id,
      calendarId,
    ]);
    expect(await claim(true)).toEqual([]);
    await server.db.query(
      `select calendars.push_opened($1, $2, 'chan-1', 'res-1', 'tok', now() + interval '3 days')`,
      [tenant.id, calendarId],
    );
    expect(await claim(true)).toEqual([]);
    const { rows } = await server.db.query('select * from calendars.push_channel($1)', ['chan-1']);
    expect(rows).toEqual([{ tenant_id: tenant.id, calendar_id: calendarId, token: 'tok' }]);
    await server.db.query(
      `update calendars.calendars set push_expires_at = now() + interval '2 hours' where id = $1`,
      [calendarId],
    );
    expect(await claim(true)).toEqual([{ calendar_id: calendarId, open: true }]);
  });

  it('claims the channel of a calendar that stopped blocking, to stop it', async () => {
    await server.db.query(
      `select calendars.push_opened($1, $2, 'chan-2', 'res-2', 'tok', now() + interval '3 days')`,
      [tenant.id, calendarId],
    );
    await server.db.query('update calendars.calendars set blocks = false where id = $1', [
      calendarId,
    ]);
    expect(await claim(true)).toEqual([{ calendar_id: calendarId, open: false }]);
    await server.db.query('select calendars.push_opened($1, $2, null, null, null, null)', [
      tenant.id,
      calendarId,
    ]);
    expect(await claim(true)).toEqual([]);
    expect(
      (await server.db.query('select * from calendars.push_channel($1)', ['chan-2'])).rows,
    ).toEqual([]);
  });
});
