import type { Supabase } from '@/supabase';
import { dataOf } from '../data/data-error';

/** Joins the business as its client; a record the business already has for the user is kept. */
export function joinBusiness(supabase: Supabase, slug: string, fullName: string) {
  return dataOf(supabase.rpc('join_tenant', { slug, full_name: fullName.trim() }));
}
