import type { Supabase } from '@/supabase';
import { dataOf } from '../data/data-error';

/** Joins the business as its client; a record the business already has for the user is kept. */
export function joinBusiness(supabase: Supabase, slug: string, fullName: string) {
  return dataOf(supabase.rpc('join_tenant', { slug, full_name: fullName.trim() }));
}

/**
 * Turns reminders and text messages on or off at one business, on the client's own record
 * (public.set_message_choices); what the client or the business did is emailed regardless.
 */
export function saveMessageChoices(
  supabase: Supabase,
  tenantId: string,
  choices: { reminders: boolean; texts: boolean },
) {
  return dataOf(supabase.rpc('set_message_choices', { tenant_id: tenantId, ...choices }));
}
