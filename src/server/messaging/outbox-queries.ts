import { isLocale, sourceLocale, type Locale } from '../../shared/i18n/locales.ts';
import type { Queryable } from '../db/database.ts';

// The worker's SQL, one statement each (db/functions/messaging/): taking due messages under a
// lease, marking them sent, recording a failure, reading a business's wording of a kind in the
// recipient's language.

/** An outbox row as a worker takes it (messaging.messages). */
export interface OutboxMessage {
  tenant_id: string;
  id: string;
  event_key: string;
  kind: string;
  channel: 'email' | 'sms';
  to_address: string;
  snapshot: unknown;
  attempts: number;
  created_at: Date;
  /**
   * The recipient's language, decided with the claim (messaging.message_locale): their account's
   * choice, else the client's language, else the business's default (docs/decisions/0057).
   */
  locale: Locale;
  /**
   * The business's sender and its own wording of this kind in the recipient's language
   * (Settings › Notifications), read with the claim, one statement per batch; null when it set
   * none.
   */
  wording: BusinessWordingRow | null;
}

export async function claimMessages(
  q: Queryable,
  worker: string,
  options: { batchSize: number; leaseSeconds: number; maxAttempts: number },
): Promise<OutboxMessage[]> {
  const { rows } = await q.query<
    Omit<OutboxMessage, 'wording' | 'locale'> & {
      locale: string;
      business: boolean;
      sender_name: string | null;
      reply_to: string | null;
      subject: string | null;
      body: string | null;
      sms: string | null;
    }
  >(
    `select c.tenant_id, c.id, c.event_key, c.kind, c.channel, c.to_address, c.snapshot,
            c.attempts, c.created_at, l.locale,
            w.sender_name is not null or w.reply_to is not null
              or w.subject is not null or w.body is not null or w.sms is not null as business,
            w.sender_name, w.reply_to, w.subject, w.body, w.sms
     from messaging.claim_messages($1, $2, $3, $4) c
     cross join lateral (select messaging.message_locale(c) as locale) l
     left join lateral messaging.business_wording(c.tenant_id, c.kind, l.locale) w on true`,
    [worker, options.batchSize, options.leaseSeconds, options.maxAttempts],
  );
  return rows.map(
    ({ business, sender_name, reply_to, subject, body, sms, locale, ...message }) => ({
      ...message,
      locale: isLocale(locale) ? locale : sourceLocale,
      wording: business ? { sender_name, reply_to, subject, body, sms } : null,
    }),
  );
}

/** Marks the messages sent while the worker still holds them; returns how many it marked. */
export async function markSent(
  q: Queryable,
  worker: string,
  messages: OutboxMessage[],
): Promise<number> {
  if (messages.length === 0) return 0;
  const { rows } = await q.query<{ marked: number }>(
    'select messaging.mark_sent($1, $2::uuid[], $3::uuid[]) as marked',
    [worker, messages.map((m) => m.tenant_id), messages.map((m) => m.id)],
  );
  return rows[0]?.marked ?? 0;
}

/** Tried again after retryAfterMs, or failed for good when it is null. */
export async function recordFailure(
  q: Queryable,
  worker: string,
  message: OutboxMessage,
  error: string,
  retryAfterMs: number | null,
): Promise<void> {
  await q.query('select messaging.record_failure($1, $2, $3, $4, $5)', [
    worker,
    message.tenant_id,
    message.id,
    error,
    retryAfterMs,
  ]);
}

/** A business's sender and its own subject and body of a kind (Settings › Notifications). */
export interface BusinessWordingRow {
  sender_name: string | null;
  reply_to: string | null;
  subject: string | null;
  body: string | null;
  sms: string | null;
}
