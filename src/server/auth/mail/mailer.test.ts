import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { testClient } from '../../test-support/supabase-client.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('mail through SMTP_URL', () => {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        done();
      });
    },
  });
  let server: TestServer;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startTestServerOn('pglite', {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_FROM: 'Bookings <bookings@example.com>',
    });
  });
  afterAll(async () => {
    await server.stop();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('sends the confirmation by SMTP in text and HTML, not to the mailbox', async () => {
    const { error } = await testClient(server).auth.signUp({
      email: 'smtp@example.com',
      password: 'correct horse',
    });
    expect(error).toBeNull();
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('bookings@example.com');
    expect(message?.to).toEqual(['smtp@example.com']);
    expect(message?.raw).toContain('Subject: Confirm your email address');
    expect(message?.raw).toMatch(/Content-Type: text\/plain/);
    expect(message?.raw).toMatch(/Content-Type: text\/html/);
    const { rows } = await server.db.query('select 1 from platform.mailbox_messages');
    expect(rows).toHaveLength(0);
  });
});
