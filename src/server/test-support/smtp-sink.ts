import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it: its first recipient and its raw source. */
export interface ReceivedMail {
  to: string;
  raw: string;
}

/**
 * A real SMTP server on a free local port that keeps every message it is sent, for tests that
 * read what the outbox worker delivered (`SMTP_URL: smtp://127.0.0.1:<port>`).
 */
export function smtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo[0]?.address ?? '', raw });
        done();
      });
    },
  });
  return {
    received,
    /** Listens, and answers the SMTP_URL to send to. */
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
