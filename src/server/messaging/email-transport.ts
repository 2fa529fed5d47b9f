import net from 'node:net';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { keepInMailbox } from '../mailbox/keep-in-mailbox.ts';
import type { CalendarFile } from './templates/calendar-file.ts';

/** An email as the outbox hands it over. */
export interface OutgoingEmail {
  /** Stable per outbox row, so a message sent twice after a crash is recognisably one. */
  messageId: string;
  fromName: string;
  replyTo: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  calendar: CalendarFile | undefined;
  /** One-click unsubscribe (RFC 8058) for the kinds a client may turn off. */
  unsubscribeUrl?: string | undefined;
  /** The language it is written in: its Content-Language header (RFC 3282). */
  language?: string | undefined;
}

/** The headers of an email a client may unsubscribe from in one click (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(url: string | undefined): Record<string, string> {
  return url === undefined
    ? {}
    : { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export interface EmailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** The address of SMTP_FROM ("Name <address>" or a bare address). */
export function senderAddress(smtpFrom: string): string {
  return /<([^>]+)>/.exec(smtpFrom)?.[1]?.trim() ?? smtpFrom.trim();
}

interface SocketTarget {
  host?: string | undefined;
  port?: number | undefined;
  secure?: boolean | undefined;
  connectionTimeout?: number | undefined;
}

/**
 * Opens each pooled SMTP connection with Nagle's algorithm off (TCP_NODELAY); nodemailer then
 * greets and, for smtps://, starts TLS on it. It writes a message in several small pieces and
 * waits for the reply, so with Nagle on every message waited out the server's delayed ACK
 * (40 ms): a pool of 4 connections managed 80 messages a second to a local server, 400 to 600
 * without.
 */
function connectWithoutDelay(
  target: SocketTarget,
  callback: (error: Error | null, socketOptions?: { connection: net.Socket }) => void,
) {
  const socket = net.connect({
    host: target.host ?? 'localhost',
    port: target.port ?? (target.secure ? 465 : 587),
    noDelay: true,
  });
  const timer = setTimeout(
    () => socket.destroy(new Error('Connection timeout')),
    target.connectionTimeout ?? 10_000,
  );
  const fail = (error: Error) => {
    clearTimeout(timer);
    callback(error);
  };
  socket.once('error', fail);
  socket.once('connect', () => {
    clearTimeout(timer);
    socket.removeListener('error', fail);
    callback(null, { connection: socket });
  });
}

/**
 * SMTP through a pool of connections when SMTP_URL is set, with timeouts shorter than a
 * worker's lease; otherwise the embedded mailbox, which shows the .ics as an attachment. An
 * SMTP server's error reaches the worker as thrown (delivery-failure.ts classifies it).
 */
export function createEmailTransport(options: {
  db: Database;
  logger: Logger;
  smtpUrl: string | undefined;
  smtpFrom: string;
  connections: number;
}): EmailTransport {
  const { db, logger, smtpUrl, smtpFrom } = options;
  const address = senderAddress(smtpFrom);
  if (smtpUrl === undefined) {
    return {
      send: (email) =>
        keepInMailbox(db, logger, {
          channel: 'email',
          messageId: email.messageId,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          attachments: email.calendar && [
            {
              filename: email.calendar.filename,
              contentType: `text/calendar; charset=utf-8; method=${email.calendar.method}`,
              content: email.calendar.content,
            },
          ],
        }),
      close: () => undefined,
    };
  }
  // The URL's settings spread out: given as `url`, nodemailer ignores `pool` and opens a
  // connection per message (50 at once in the benchmark, until the server refused them).
  const transport = nodemailer.createTransport({
    ...parseConnectionUrl(smtpUrl),
    pool: true,
    maxConnections: options.connections,
    maxMessages: Infinity,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    getSocket: connectWithoutDelay,
  });
  return {
    async send(email) {
      await transport.sendMail({
        messageId: email.messageId,
        from: { name: email.fromName, address },
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: {
          ...unsubscribeHeaders(email.unsubscribeUrl),
          ...(email.language ? { 'Content-Language': email.language } : {}),
        },
        // Sent as the calendar part calendars act on (text/calendar; method=...), and attached.
        ...(email.calendar && {
          icalEvent: {
            method: email.calendar.method,
            filename: email.calendar.filename,
            content: email.calendar.content,
          },
        }),
      });
    },
    close: () => transport.close(),
  };
}
