import type { Supabase } from '@/supabase';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { DataError, dataOf } from '../data/data-error';

// A reminder's unsubscribe link (/client-access/unsubscribe?token=): the token names the
// client record, so the screen works signed in or not (public.unsubscribe_by_token shows,
// public.unsubscribe_with_token turns reminders off). Mail clients POST the same address for
// a one-click unsubscribe (src/server/messaging/unsubscribe/).

export const unsubscribeLink = z.object({ business: z.string(), reminders_off: z.boolean() });

/** What the link stands for now; `unknown` when it is not one we sent (mistyped, cut short). */
export type UnsubscribeLink =
  ({ state: 'known' } & z.infer<typeof unsubscribeLink>) | { state: 'unknown' };

export const unsubscribeLinkKeys = {
  all: ['unsubscribe-link'] as const,
  link: (token: string) => [...unsubscribeLinkKeys.all, token] as const,
};

export function unsubscribeLinkQuery(supabase: Supabase, token: string) {
  return queryOptions({
    queryKey: unsubscribeLinkKeys.link(token),
    queryFn: async (): Promise<UnsubscribeLink> => {
      try {
        const link = unsubscribeLink.parse(
          await dataOf(supabase.rpc('unsubscribe_by_token', { token })),
        );
        return { state: 'known', ...link };
      } catch (error) {
        if (error instanceof DataError && error.code === 'unsubscribe_not_found') {
          return { state: 'unknown' };
        }
        throw error;
      }
    },
    staleTime: 0,
  });
}
