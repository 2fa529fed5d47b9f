import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

/**
 * Records that `message` signed someone in; false when it already had. Records past their
 * message's window are dropped on the way, since the time checks refuse those messages anyway.
 */
export async function claimMessage(
  q: Queryable,
  message: string,
  usableUntil: Date,
): Promise<boolean> {
  await q.query('delete from auth.web3_used_messages where usable_until < now()');
  const digest = createHash('sha256').update(message).digest('hex');
  const { rows } = await q.query(
    `insert into auth.web3_used_messages (digest, usable_until) values ($1, $2)
     on conflict (digest) do nothing
     returning digest`,
    [digest, usableUntil],
  );
  return rows.length === 1;
}
