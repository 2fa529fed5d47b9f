import type { Supabase } from '@/supabase';
import { dataOf } from '../data/data-error';

/** The user joins the business as the staff member they were invited as. */
export function acceptInvitation(supabase: Supabase, invitationId: string) {
  return dataOf(supabase.rpc('accept_invitation', { invitation_id: invitationId }));
}

/** A new business, its creator its owner; a web address already taken is refused (slug_taken). */
export function createBusiness(
  supabase: Supabase,
  business: { name: string; slug: string; timeZone: string; currency: string },
) {
  return dataOf(
    supabase.rpc('create_tenant', {
      name: business.name.trim(),
      slug: business.slug,
      time_zone: business.timeZone,
      currency: business.currency,
    }),
  );
}
