import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpSink } from '../../test-support/smtp-sink.ts';
import { enqueueDueReminders } from '../reminder-sweep.ts';
import {
  startTestServerOn,
  type TestServer,
  deploymentSettings,
} from '../../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { createTestCatalogue } from '../../test-support/test-catalogue.ts';
import { createTestTenant, type TestTenant } from '../../test-support/test-tenants.ts';

// Issue 18, point 5: a reminder handed to a real SMTP server carries List-Unsubscribe and
// List-Unsubscribe-Post (RFC 8058), and a POST of List-Unsubscribe=One-Click to its URL, with
// no cookie and no API key, turns the client's reminders off at once. A confirmation, which
// is always sent, carries neither.

const hour = 3600 * 1000;

/** The headers of a raw message, unfolded, by lower-case name. */
function headersOf(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const lines = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  return new Map(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
}

describe.each(testDatabaseKinds)('one-click unsubscribe on %s', (kind) => {
  const smtp = smtpSink();
  const { received } = smtp;
  let server: TestServer;
  let a: TestTenant;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    server = await startTestServerOn(kind, {
      SMTP_URL: smtpUrl,
      SITE_URL: 'https://book.example.com',
      PAYMENTS_ENCRYPTION_KEY: deploymentSettings.PAYMENTS_ENCRYPTION_KEY,
      MESSAGE_POLL_SECONDS: '1',
    });
    a = await createTestTenant(server, 'one-click');
  });
  afterAll(async () => {
    await server.stop();
    await smtp.stop();
  });

  const mailTo = async (subject: RegExp) => {
    for (let tries = 0; tries < 200; tries++) {
      const found = received.find(
        (mail) =>
          mail.to === a.client.email && subject.test(headersOf(mail.raw).get('subject') ?? ''),
      );
      if (found) return headersOf(found.raw);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no email ${subject} reached the SMTP server`);
  };

  it('sends reminders with the headers, and a POST to their URL turns reminders off', async () => {
    const catalogue = await createTestCatalogue(a);
    const book = async (startsInHours: number) => {
      const starts = Date.now() + startsInHours * hour;
      const { data: booking } = await a.staff.client
        .from('bookings')
        .insert({
          tenant_id: a.id,
          service_id: catalogue.yoga,
          starts_at: new Date(starts).toISOString(),
          ends_at: new Date(starts + hour).toISOString(),
          capacity: 5,
        })
        .select('id')
        .single<{ id: string }>();
      const enrolled = await a.staff.client.rpc('enroll', {
        booking_id: booking?.id,
        option_id: catalogue.dropIn,
        client_id: a.client.clientId,
      });
      expect(enrolled.error).toBeNull();
      return booking?.id ?? '';
    };
    await book(30);
    const confirmation = await mailTo(/^Booked: /);
    expect(confirmation.has('list-unsubscribe')).toBe(false);

    // Due 24 hours before the session: 6 hours from now.
    await enqueueDueReminders(server.db, new Date(Date.now() + 7 * hour));
    const reminder = await mailTo(/^Reminder: /);
    expect(reminder.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link =
      /^<(https:\/\/book\.example\.com\/client-access\/unsubscribe\?token=[\w-]{64})>$/.exec(
        reminder.get('list-unsubscribe') ?? '',
      )?.[1];
    expect(link).toBeDefined();
    const target = new URL(link ?? '');
    const post = (path: string, body: string, type = 'application/x-www-form-urlencoded') =>
      fetch(new URL(path, server.url), {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });

    // Without the one-click body nothing changes (a scanner's empty POST).
    const empty = await post(target.pathname + target.search, '');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'one_click_body_missing' });
    const unknown = await post(
      `/client-access/unsubscribe?token=${'A'.repeat(64)}`,
      'List-Unsubscribe=One-Click',
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'unsubscribe_not_found' });
    const nul = await post('/client-access/unsubscribe?token=%00', 'List-Unsubscribe=One-Click');
    expect([nul.status, await nul.json()]).toMatchObject([404, { code: 'unsubscribe_not_found' }]);
    const reminders = async () =>
      (
        await server.db.query<{ reminders_off: boolean }>(
          'select reminders_off from public.clients where id = $1',
          [a.client.clientId],
        )
      ).rows[0]?.reminders_off;
    expect(await reminders()).toBe(false);

    // As mail clients send it: multipart/form-data is allowed too.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const done = await fetch(new URL(target.pathname + target.search, server.url), {
      method: 'POST',
      body: form,
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      unsubscribed: 'reminders',
      message: 'Reminders from Studio one-click are off.',
    });
    expect(await reminders()).toBe(true);

    // The next session gets its confirmation but no reminder.
    const next = await book(31);
    await enqueueDueReminders(server.db, new Date(Date.now() + 8 * hour));
    const { rows } = await server.db.query<{ kind: string }>(
      'select kind from messaging.messages where booking_id = $1',
      [next],
    );
    expect(rows.map((row) => row.kind)).toEqual(['place_confirmed']);
  });
});
