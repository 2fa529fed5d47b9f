import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BookingEvent,
  BusyInterval,
  CalendarAccount,
  ReadWindow,
} from '../calendar-account.ts';
import { disconnect } from '../disconnect.ts';
import { syncDueCalendars } from '../sync-worker.ts';
import { pushStep } from '../push/push-channels.ts';
import { dayStart } from './zoned-time.ts';
import {
  connectStandIn,
  quietLogger,
  refreshTokenOf,
  standInAccessToken,
  testAccountOpener,
} from '../../test-support/oauth-calendars.ts';
import { standInSeeder, type Seeder } from '../../test-support/stand-in-seeder.ts';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { paymentsEnv } from '../../test-support/test-payments.ts';
import { createTestTenant, type TestTenant } from '../../test-support/test-tenants.ts';

// Google and Microsoft accounts through Google's and Microsoft's own client packages, against
// the stand-ins (issue 37, point 4): busy times read (free and cancelled left out, all-day
// days, a recurring event with an exception), a booking written once under a repeated insert,
// moved and removed, an expired access token refreshed, a revoked one refused, and a change
// pushed read at once by the server's own sync worker.

const zone = 'Europe/London';
const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const nextDay = plusDays(day, 1);
const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`).toISOString();

describe.each(testDatabaseKinds)('Google and Microsoft accounts on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { ...paymentsEnv, AUTH_AUTOCONFIRM: 'true' });
  }, 120_000);
  afterAll(() => server?.stop());

  describe.each(['google', 'microsoft'] as const)('%s', (provider) => {
    let tenant: TestTenant;
    let connectionId: string;
    let primary: string;
    let seeder: Seeder;
    const open = (): Promise<CalendarAccount> => testAccountOpener(server)(tenant.id, connectionId);
    const window = (): ReadWindow => ({
      from: new Date(Date.now() - 86_400_000),
      to: new Date(Date.now() + 10 * 86_400_000),
      timeZone: zone,
    });
    const expireAccess = () =>
      server.db.query(
        `update calendars.connections set access_expires_at = now() - interval '1 minute'
         where tenant_id = $1 and id = $2`,
        [tenant.id, connectionId],
      );

    beforeAll(async () => {
      tenant = await createTestTenant(server, `acc-${provider}-${kind}`);
      connectionId = await connectStandIn(server, tenant, provider, `ada@${provider}.test`);
      const { rows } = await server.db.query<{ remote_id: string }>(
        'select remote_id from calendars.calendars where tenant_id = $1 and connection_id = $2 and writable',
        [tenant.id, connectionId],
      );
      primary = rows[0]?.remote_id ?? '';
      const refresh = await refreshTokenOf(server, tenant.id, connectionId);
      seeder = standInSeeder(server, provider, await standInAccessToken(server, provider, refresh));
    }, 60_000);

    it('reads busy times: free and cancelled left out, all-day days, a series with an exception', async () => {
      await seeder.add(primary, {
        title: 'Dentist',
        start: at(day, '10:00'),
        end: at(day, '11:00'),
      });
      await seeder.add(primary, {
        title: 'Maybe',
        start: at(day, '12:00'),
        end: at(day, '13:00'),
        free: true,
      });
      const dropped = await seeder.add(primary, {
        title: 'Dropped',
        start: at(day, '15:00'),
        end: at(day, '16:00'),
      });
      await seeder.remove(primary, dropped);
      await seeder.add(primary, {
        title: 'Run',
        start: at(day, '07:00'),
        end: at(day, '08:00'),
        dailyCount: 3,
        except: provider === 'google' ? [at(nextDay, '07:00')] : [],
      });
      const read = await (await open()).readBusy(primary, window(), null);
      const byTitle: Record<string, BusyInterval[]> = Object.fromEntries(
        (read.events ?? []).map((event) => [event.title, event.busy]),
      );
      expect(byTitle.Dentist).toEqual([{ start: at(day, '10:00'), end: at(day, '11:00') }]);
      expect(byTitle.Maybe).toEqual([]);
      expect(byTitle.Dropped).toBeUndefined();
      // Google's series has its second day excepted; Graph's runs three days.
      const runDays = provider === 'google' ? [0, 2] : [0, 1, 2];
      expect(byTitle.Run?.map((busy) => busy.start)).toEqual(
        runDays.map((n) => at(plusDays(day, n), '07:00')),
      );
    });

    it('blocks an all-day event as its whole day where the business is', async () => {
      const after = plusDays(nextDay, 1);
      await seeder.add(primary, { title: 'Holiday', start: nextDay, end: after, allDay: true });
      const read = await (await open()).readBusy(primary, window(), null);
      const holiday = (read.events ?? []).find((event) => event.title === 'Holiday');
      expect(holiday?.busy).toEqual([
        { start: dayStart(nextDay, zone), end: dayStart(after, zone) },
      ]);
    });

    it('keeps what it read as the busy times of the staff member', async () => {
      // The server's own sync worker may be reading this calendar as the events above are
      // added, and write what it saw after this test's sync: make the calendar due and sync
      // again until a read begun after the last change is the one kept.
      const kept = async () => {
        await server.db.query(
          'update calendars.calendars set next_sync_at = now() where tenant_id = $1',
          [tenant.id],
        );
        await syncDueCalendars(server.db, testAccountOpener(server), quietLogger, {
          syncSeconds: 300,
        });
        const calendars = await tenant.staff.client
          .from('staff_calendars')
          .select('busy_count, sync_error_code')
          .eq('connection_id', connectionId)
          .eq('writable', true);
        return calendars.data;
      };
      // Dentist, Run and Holiday; the free event makes no one busy.
      await expect
        .poll(kept, { timeout: 20_000, interval: 200 })
        .toEqual([{ busy_count: 3, sync_error_code: null }]);
    });

    it('writes a booking once under a repeated insert, moves it and removes it', async () => {
      const account = await open();
      const event: BookingEvent = {
        uid: `${randomUUID()}@site.test`,
        summary: 'Massage',
        description: 'Private appointment',
        url: 'https://site.test/t/bookings/1',
        start: at(day, '14:00'),
        end: at(day, '15:00'),
        timeZone: zone,
      };
      const first = await account.putEvent(primary, event, null);
      const again = await account.putEvent(primary, event, null);
      expect(again.remoteId).toBe(first.remoteId);
      const ours = async () =>
        (await account.readBusy(primary, window(), null)).events?.filter(
          (read) => read.uid === event.uid,
        ) ?? [];
      expect(await ours()).toEqual([
        expect.objectContaining({ busy: [{ start: event.start, end: event.end }] }),
      ]);
      const moved = await account.putEvent(
        primary,
        { ...event, start: at(day, '16:00'), end: at(day, '17:00') },
        first,
      );
      expect(moved.remoteId).toBe(first.remoteId);
      expect((await ours())[0]?.busy).toEqual([{ start: at(day, '16:00'), end: at(day, '17:00') }]);
      await account.deleteEvent(primary, moved);
      await account.deleteEvent(primary, moved);
      expect(await ours()).toEqual([]);
    });

    it('opens a push channel, and a change pushed is read at once', async () => {
      await pushStep({
        db: server.db,
        logger: quietLogger,
        openAccount: testAccountOpener(server),
        publicUrl: server.url,
      });
      const channels = await server.db.query<{ push_id: string | null }>(
        'select push_id from calendars.calendars where tenant_id = $1 and remote_id = $2',
        [tenant.id, primary],
      );
      expect(channels.rows[0]?.push_id).toEqual(expect.any(String));
      await server.db.query(
        `update calendars.calendars set next_sync_at = now() + interval '1 hour' where tenant_id = $1`,
        [tenant.id],
      );
      await seeder.add(primary, {
        title: 'Pushed',
        start: at(day, '18:00'),
        end: at(day, '19:00'),
      });
      // Nothing reads the calendar for an hour but what the push makes due now: the server's
      // own sync worker, woken by it.
      const read = async () =>
        (
          await server.db.query<{ n: number }>(
            `select count(*)::int as n from calendars.busy_events
             where tenant_id = $1 and title = 'Pushed'`,
            [tenant.id],
          )
        ).rows[0]?.n;
      for (let tries = 0; tries < 100 && (await read()) === 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await read()).toBe(1);
      const forged = await fetch(`${server.url}/calendar/v1/push/google`, {
        method: 'POST',
        headers: {
          'X-Goog-Channel-ID': channels.rows[0]?.push_id ?? '',
          'X-Goog-Channel-Token': 'guess',
          'X-Goog-Resource-State': 'exists',
        },
      });
      expect(forged.status).toBe(404);
    });

    it('refreshes an expired access token and keeps the new one', async () => {
      await expireAccess();
      await (await open()).listCalendars();
      const { rows } = await server.db.query<{ fresh: boolean }>(
        `select access_expires_at > now() + interval '50 minutes' as fresh from calendars.connections
         where tenant_id = $1 and id = $2`,
        [tenant.id, connectionId],
      );
      expect(rows[0]?.fresh).toBe(true);
    });

    it('stops the push channels when the account is disconnected', async () => {
      const owner = `${provider}:test_calendar_app:ada@${provider}.test`;
      const count = async () =>
        Number(
          (
            await server.db.query<{ n: string }>(
              'select count(*) as n from calendars.stand_in_channels where owner = $1',
              [owner],
            )
          ).rows[0]?.n,
        );
      expect(await count()).toBeGreaterThan(0);
      await disconnect(
        { db: server.db, openAccount: testAccountOpener(server), logger: quietLogger },
        {
          claims: { role: 'authenticated', sub: tenant.staff.id },
          method: 'DELETE',
          path: `/calendar/v1/connections/${connectionId}`,
          requestId: 'disconnect-test',
        },
        tenant.id,
        connectionId,
      );
      expect(await count()).toBe(0);
    });

    it('says calendar_auth_failed once the grant is revoked', async () => {
      connectionId = await connectStandIn(server, tenant, provider, `ada@${provider}.test`);
      const refresh = await refreshTokenOf(server, tenant.id, connectionId);
      if (provider === 'google') {
        const revoked = await fetch(`${server.url}/calendar/test-providers/google/revoke`, {
          method: 'POST',
          body: new URLSearchParams({ token: refresh }),
        });
        expect(revoked.status).toBe(200);
      } else {
        // Microsoft has no revocation endpoint: an admin withdraws consent in Entra ID.
        await server.db.query(
          `update calendars.stand_in_grants set revoked_at = now() where owner like 'microsoft:%'`,
        );
      }
      await expireAccess();
      await expect((await open()).readBusy(primary, window(), null)).rejects.toMatchObject({
        code: 'calendar_auth_failed',
      });
    });
  });
});
