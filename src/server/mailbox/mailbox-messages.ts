import type { Queryable } from '../db/database.ts';

export interface MailboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html: string | null;
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
       created_at
     from platform.mailbox_messages
     where $1::text is null or lower(to_address) = lower($1)
     order by created_at desc, id limit $2`,
    [to ?? null, limit],
  );
  return rows;
}

/** The links and the six-digit code a message carries, for people and for tests. */
export function messageActions(text: string): { links: string[]; code: string | undefined } {
  return {
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    code: /\b(\d{6})\b/.exec(text)?.[1],
  };
}
