import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import {
  createTestCatalogue,
  staffSession,
  type TestCatalogue,
} from '../test-support/test-catalogue.ts';
import { createTestTenant, type TestTenant } from '../test-support/test-tenants.ts';
import { standInAccount } from './stand-in/stand-in-account.ts';
import { testNumbers } from './stand-in/test-numbers.ts';
import { twilioSignature } from './stand-in/twilio-signature.ts';

// Issue 39, point 2: a client's text goes out through the official twilio package to the
// embedded stand-in over HTTP, and its signed status callbacks take it to "delivered"; a forged
// callback changes nothing; STOP stops the texts to a number and START resumes them; Twilio's
// 21610 fails a text for good, without retries.

interface TextRow {
  status: string;
  attempts: number;
  last_error: string | null;
  gateway_id: string | null;
  delivery_status: string | null;
  delivery_error: string | null;
}

describe.each(testDatabaseKinds)('texts through the Twilio stand-in on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let catalogue: TestCatalogue;
  let hours = 40;
  /** The address Twilio calls, as the stand-in signs it: the server's SITE_URL. */
  const publicUrl = 'http://localhost:0';
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'texts-a');
    catalogue = await createTestCatalogue(a, 50);
    await a.owner.client.from('tenants').update({ texts_enabled: true }).eq('id', a.id);
  });
  afterAll(() => server.stop());

  /** Books the client into a new session with their phone set to `phone`; the text's id. */
  const textTo = async (phone: string) => {
    await a.staff.client.from('clients').update({ phone }).eq('id', a.client.clientId);
    hours += 1;
    const booking = await staffSession(a, catalogue.yoga, hours, 5);
    const enrolled = await a.staff.client.rpc('enroll', {
      booking_id: booking,
      option_id: catalogue.dropIn,
      client_id: a.client.clientId,
    });
    if (enrolled.error) throw new Error(enrolled.error.message);
    const { rows } = await server.db.query<{ id: string }>(
      `select id from messaging.messages where booking_id = $1 and channel = 'sms'`,
      [booking],
    );
    if (rows[0] === undefined) throw new Error('No text was enqueued');
    return rows[0].id;
  };
  const text = async (id: string) =>
    (
      await server.db.query<TextRow>(
        `select status, attempts, last_error, gateway_id, delivery_status, delivery_error
         from messaging.messages where tenant_id = $1 and id = $2`,
        [a.id, id],
      )
    ).rows[0] as TextRow;
  const settled = (id: string, check: (row: TextRow) => void) =>
    vi.waitFor(async () => check(await text(id)), { timeout: 15_000, interval: 100 });

  /** A request signed as Twilio signs it with the stand-in's auth token. */
  const signed = (path: string, params: Record<string, string>, token?: string) => {
    const account = standInAccount(server.signingKey.privateKey);
    return fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Twilio-Signature': twilioSignature(
          token ?? account.authToken,
          `${publicUrl}${path}`,
          params,
        ),
      },
      body: new URLSearchParams(params).toString(),
    });
  };
  const reply = (from: string, body: string) =>
    signed('/sms/v1/twilio/inbound', { From: from, To: '+15005550006', Body: body });

  it('sends a client text and takes it to delivered through signed callbacks', async () => {
    const id = await textTo('+44 7700 900123');
    await settled(id, (row) =>
      expect(row).toMatchObject({ status: 'sent', delivery_status: 'delivered', attempts: 1 }),
    );
    const row = await text(id);
    expect(row.gateway_id).toMatch(/^SM[0-9a-f]{32}$/);
    const { rows } = await server.db.query(
      'select to_number, status, error_code from sms_stand_in.messages where sid = $1',
      [row.gateway_id],
    );
    expect(rows).toEqual([{ to_number: '+447700900123', status: 'delivered', error_code: null }]);
    // The developer's copy in the mailbox carries the outbox's Message-ID, which keeps it once.
    const kept = await server.db.query(
      `select channel, to_address from platform.mailbox_messages where message_id like $1`,
      [`<${id}@%>`],
    );
    expect(kept.rows).toEqual([{ channel: 'sms', to_address: '+44 7700 900123' }]);
    // The staff read how it stands, never the gateway's id.
    const staff = await a.staff.client
      .from('client_messages')
      .select('channel, delivery_status, delivery_error')
      .eq('id', id)
      .single();
    expect(staff.data).toEqual({
      channel: 'sms',
      delivery_status: 'delivered',
      delivery_error: null,
    });
    const hidden = await a.staff.client.from('client_messages').select('gateway_id').eq('id', id);
    expect(hidden.error).not.toBeNull();
  });

  it('records an undelivered text with the carrier error', async () => {
    const id = await textTo(testNumbers.unreachable);
    await settled(id, (row) =>
      expect(row).toMatchObject({ delivery_status: 'undelivered', delivery_error: '30003' }),
    );
  });

  it('refuses a forged or unsigned callback, which changes nothing', async () => {
    const id = await textTo('+447700900124');
    await settled(id, (row) => expect(row.delivery_status).toBe('delivered'));
    const { gateway_id: sid } = await text(id);
    const path = `/sms/v1/twilio/status?tenant=${a.id}&message=${id}`;
    const params = { MessageSid: sid ?? '', MessageStatus: 'failed', ErrorCode: '30008' };
    const forged = await signed(path, params, 'not-the-auth-token');
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'twilio_signature_invalid' });
    const unsigned = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    });
    expect(unsigned.status).toBe(403);
    // Signed for another text than the one the address names: the signature covers the URL.
    const other = await signed(path.replace(id, a.id), params);
    expect(other.status).toBe(404);
    expect(await text(id)).toMatchObject({ delivery_status: 'delivered', delivery_error: null });
    // A genuine late callback does not move a delivered text back.
    expect((await signed(path, { ...params, MessageStatus: 'sent' })).status).toBe(204);
    expect((await text(id)).delivery_status).toBe('delivered');
  });

  it('answers bad callbacks and replies with 4xx and stable codes', async () => {
    const path = `/sms/v1/twilio/status?tenant=${a.id}&message=nope`;
    const bad = await signed(path, { MessageSid: 'x', MessageStatus: 'exploded' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'sms_status_invalid' });
    const noFrom = await signed('/sms/v1/twilio/inbound', { Body: 'STOP' });
    expect(noFrom.status).toBe(400);
    expect(await noFrom.json()).toMatchObject({ code: 'sms_inbound_invalid' });
  });

  it('stops texts to a number that replied STOP until it replies START', async () => {
    const phone = '+447700900125';
    const answer = await reply(phone, ' stop ');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/xml/);
    const stopped = await textTo(phone);
    await settled(stopped, (row) => expect(row.status).toBe('failed'));
    expect(await text(stopped)).toMatchObject({
      attempts: 1,
      gateway_id: null,
      last_error: expect.stringMatching(/replied STOP/) as unknown,
    });
    // Anything else it says changes nothing; START lets texts through again.
    expect((await reply(phone, 'Stop texting me at night please')).status).toBe(200);
    expect((await reply(phone, 'Start')).status).toBe(200);
    const resumed = await textTo(phone);
    await settled(resumed, (row) => expect(row.delivery_status).toBe('delivered'));
  });

  it('fails a text Twilio refuses as unsubscribed (21610) for good and remembers the number', async () => {
    const id = await textTo(testNumbers.unsubscribed);
    await settled(id, (row) => expect(row.status).toBe('failed'));
    expect(await text(id)).toMatchObject({
      attempts: 1,
      last_error: expect.stringMatching(/^Twilio 21610: /) as unknown,
    });
    const { rows } = await server.db.query(
      'select phone, reason from messaging.text_opt_outs where phone = $1',
      [testNumbers.unsubscribed],
    );
    expect(rows).toEqual([{ phone: testNumbers.unsubscribed, reason: 'unsubscribed' }]);
  });

  it('fails a text to an invalid number (21211) for good', async () => {
    const id = await textTo(testNumbers.invalid);
    await settled(id, (row) => expect(row.status).toBe('failed'));
    expect((await text(id)).last_error).toMatch(/^Twilio 21211: /);
  });
});
