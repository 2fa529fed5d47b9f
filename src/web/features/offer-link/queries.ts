import type { Supabase } from '@/supabase';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { DataError, dataOf } from '../data/data-error';

// A waitlist offer's emailed link (/client-access/offer?token=): the token is the key, so the
// screen works signed in or not (public.offer_by_token, public.accept_offer_by_token).

export const offerLink = z.object({
  state: z.enum(['open', 'taken', 'lapsed', 'cancelled']),
  business: z.string(),
  time_zone: z.string(),
  locale: z.string(),
  slug: z.string(),
  service: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  location: z.string(),
  staff: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  /** Taken by paying for it on the session's page, signed in, not with this link (decision 0043). */
  pay_by_card: z.boolean(),
  service_id: z.string(),
  booking_id: z.string(),
});

/** What the link stands for now; `unknown` when it is no offer at all (mistyped, replaced). */
export type OfferLink = z.infer<typeof offerLink> | { state: 'unknown' };

export const offerLinkKeys = {
  all: ['offer-link'] as const,
  link: (token: string) => [...offerLinkKeys.all, token] as const,
};

export function offerLinkQuery(supabase: Supabase, token: string) {
  return queryOptions({
    queryKey: offerLinkKeys.link(token),
    queryFn: async (): Promise<OfferLink> => {
      try {
        return offerLink.parse(await dataOf(supabase.rpc('offer_by_token', { token })));
      } catch (error) {
        if (error instanceof DataError && error.code === 'offer_not_found') {
          return { state: 'unknown' };
        }
        throw error;
      }
    },
    // An offer runs out by the minute: what the screen shows is read when it opens.
    staleTime: 0,
  });
}

/** Takes the offered place; answers with the offer as it now is (taken). */
export async function takeOfferedPlace(supabase: Supabase, token: string) {
  return offerLink.parse(await dataOf(supabase.rpc('accept_offer_by_token', { token })));
}
