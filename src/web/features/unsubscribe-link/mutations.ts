import type { Supabase } from '@/supabase';
import { dataOf } from '../data/data-error';
import { unsubscribeLink, type UnsubscribeLink } from './queries';

/** Turns the reminders off for the link's client record; answers with the link as it now is. */
export async function unsubscribeWithLink(
  supabase: Supabase,
  token: string,
): Promise<UnsubscribeLink> {
  const link = unsubscribeLink.parse(
    await dataOf(supabase.rpc('unsubscribe_with_token', { token })),
  );
  return { state: 'known', ...link };
}
