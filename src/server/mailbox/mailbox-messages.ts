import type { Queryable } from '../db/database.ts';

export interface MailboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Names and types only; attachment() reads one's content. */
  attachments: { filename: string; content_type: string }[];
  created_at: Date;
}

/** The newest messages first, optionally only those to one address (any case). */
export async function listMailboxMessages(
  q: Queryable,
  to: string | undefined,
  limit = 100,
): Promise<MailboxMessage[]> {
  const { rows } = await q.query<MailboxMessage>(
    `select id, channel, to_address as to, subject, text_body as text, html_body as html,
       (select coalesce(jsonb_agg(a - 'content'), '[]') from jsonb_array_elements(attachments) a)
         as attachments,
       created_at
     from platform.mailbox_messages
     where $1::text is null or lower(to_address) = lower($1)
     order by created_at desc, id limit $2`,
    [to ?? null, limit],
  );
  return rows;
}

const urls = /https?:\/\/[^\s<>"]+/g;

/**
 * The links and the six-digit code a message carries, for people and for tests. The code is
 * looked for outside the links, whose tokens may hold six digits in a row.
 */
export function messageActions(text: string): { links: string[]; code: string | undefined } {
  return {
    links: text.match(urls) ?? [],
    code: /\b(\d{6})\b/.exec(text.replace(urls, ' '))?.[1],
  };
}

/** One attachment of a kept message, by its position, or undefined. */
export async function mailboxAttachment(
  q: Queryable,
  id: string,
  index: number,
): Promise<{ filename: string; contentType: string; content: Buffer } | undefined> {
  const { rows } = await q.query<{ filename: string; content_type: string; content: string }>(
    `select a ->> 'filename' as filename, a ->> 'content_type' as content_type,
       a ->> 'content' as content
     from platform.mailbox_messages, jsonb_array_elements(attachments) with ordinality as e (a, n)
     where id::text = $1 and n = $2 + 1`,
    [id, index],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    filename: row.filename,
    contentType: row.content_type,
    content: Buffer.from(row.content, 'base64'),
  };
}

/** The HTML version of a kept email, or undefined. */
export async function mailboxHtml(q: Queryable, id: string): Promise<string | undefined> {
  const { rows } = await q.query<{ html: string | null }>(
    'select html_body as html from platform.mailbox_messages where id::text = $1',
    [id],
  );
  return rows[0]?.html ?? undefined;
}
