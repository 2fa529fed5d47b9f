import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { testClient } from '../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { keepInMailbox } from './keep-in-mailbox.ts';

describe.each(testDatabaseKinds)('the embedded mailbox on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    await testClient(server).auth.signUp({ email: 'box@example.com', password: 'correct horse' });
    await testClient(server).auth.signUp({ phone: '+4712345678', password: 'correct horse' });
  });
  afterAll(() => server.stop());

  const api = (query: string, key: string) =>
    fetch(`${server.url}/mailbox/api/messages${query}`, {
      headers: { Authorization: `Bearer ${key}` },
    });

  it('serves the messages to an address as JSON, with their links and code', async () => {
    const response = await api('?to=BOX@example.com', server.apiKeys.serviceRole);
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: Record<string, unknown>[] };
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      channel: 'email',
      to: 'box@example.com',
      subject: 'Confirm your email address',
      code: expect.stringMatching(/^\d{6}$/),
      links: [expect.stringContaining('/auth/v1/verify?token=')],
      html: expect.stringContaining('<a href='),
    });
  });

  it('keeps SMS there too', async () => {
    const { messages } = (await (
      await api('?to=4712345678', server.apiKeys.serviceRole)
    ).json()) as {
      messages: Record<string, unknown>[];
    };
    expect(messages[0]).toMatchObject({ channel: 'sms', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('keeps a message with an id once, however often it is delivered', async () => {
    const message = {
      channel: 'email' as const,
      to: 'twice@example.com',
      subject: 'Your receipt',
      text: 'Paid.',
      messageId: '<kept-once@example.com>',
    };
    await keepInMailbox(server.db, pino({ level: 'silent' }), message);
    await keepInMailbox(server.db, pino({ level: 'silent' }), { ...message, text: 'Again.' });
    const { messages } = (await (
      await api('?to=twice@example.com', server.apiKeys.serviceRole)
    ).json()) as { messages: { text: string }[] };
    expect(messages.map((kept) => kept.text)).toEqual(['Paid.']);
  });

  it('refuses the JSON to the anon key and to no key', async () => {
    expect((await api('', server.apiKeys.anon)).status).toBe(401);
    expect((await fetch(`${server.url}/mailbox/api/messages`)).status).toBe(401);
  });

  it('shows a page whose link confirms the address', async () => {
    const page = await (await fetch(`${server.url}/mailbox`)).text();
    expect(page).toContain('box@example.com');
    const href = /<a href="([^"]+verify[^"]+)"/.exec(page)?.[1]?.replaceAll('&#38;', '&') ?? '';
    const followed = await fetch(href, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toContain('#access_token=');
  });

  it("serves an email's HTML version and its attachments, which the page links", async () => {
    await keepInMailbox(server.db, pino({ level: 'silent' }), {
      channel: 'email',
      to: 'ics@example.com',
      subject: 'Booked',
      text: 'You are booked',
      html: '<h1>You are booked</h1>',
      attachments: [
        {
          filename: 'booking.ics',
          contentType: 'text/calendar; method=REQUEST',
          content: 'BEGIN:VCALENDAR',
        },
      ],
    });
    const page = await (await fetch(`${server.url}/mailbox?to=ics@example.com`)).text();
    const file = /href="(\/mailbox\/messages\/[^"]+\/attachments\/0)"/.exec(page)?.[1] ?? '';
    const html = /href="(\/mailbox\/messages\/[^"]+\/html)"/.exec(page)?.[1] ?? '';
    const attachment = await fetch(`${server.url}${file}`);
    expect(attachment.headers.get('content-type')).toBe('text/calendar; method=REQUEST');
    expect(attachment.headers.get('content-disposition')).toBe(
      'attachment; filename="booking.ics"',
    );
    expect(await attachment.text()).toBe('BEGIN:VCALENDAR');
    expect(await (await fetch(`${server.url}${html}`)).text()).toBe('<h1>You are booked</h1>');
    expect((await fetch(`${server.url}${file.replace(/0$/, '7')}`)).status).toBe(404);
  });

  it('answers ids and positions of another shape 404, and text holding NUL 400', async () => {
    const id = '8b7ae7a9-0d56-4c5b-9a2f-8c3f1d2b6a11';
    for (const path of [
      `/mailbox/messages/${id}/attachments/99999999999999999999`,
      `/mailbox/messages/${id}/attachments/-1`,
      `/mailbox/messages/${id}/attachments/1e3`,
      '/mailbox/messages/%00/attachments/0',
      '/mailbox/messages/%00/html',
    ]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
    for (const path of ['/mailbox?to=%00', '/mailbox/api/messages?to=a%00b']) {
      const answer = await fetch(`${server.url}${path}`, {
        headers: { Authorization: `Bearer ${server.apiKeys.serviceRole}` },
      });
      expect([answer.status, await answer.json()], path).toEqual([
        400,
        {
          code: 'invalid_input',
          message:
            'The request holds a value the server cannot take: invalid byte sequence for encoding "UTF8": 0x00',
        },
      ]);
    }
  });

  it('logs a line for each message it keeps', () => {
    expect(server.logs).toContainEqual(
      expect.objectContaining({ to: 'box@example.com', msg: expect.stringContaining('mailbox') }),
    );
  });
});
