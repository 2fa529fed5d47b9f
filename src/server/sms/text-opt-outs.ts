import type { Queryable } from '../db/database.ts';

// The numbers that opted out of texts (messaging.text_opt_outs, db/functions/messaging/).

/** Whether no text may go to the number: it replied STOP, or Twilio refused it (21610). */
export async function textOptedOut(q: Queryable, phone: string): Promise<boolean> {
  const { rows } = await q.query<{ out: boolean }>('select messaging.text_opted_out($1) as out', [
    phone,
  ]);
  return rows[0]?.out === true;
}

export async function optOutOfTexts(
  q: Queryable,
  phone: string,
  reason: 'stop' | 'unsubscribed',
): Promise<void> {
  await q.query('select messaging.text_opt_out($1, $2)', [phone, reason]);
}

export async function optInToTexts(q: Queryable, phone: string): Promise<void> {
  await q.query('select messaging.text_opt_in($1)', [phone]);
}
