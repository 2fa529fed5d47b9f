import type { Supabase } from '@/supabase';
import { z } from 'zod';
import { dataOf } from '../data/data-error';

const madeLink = z.object({ token: z.string(), made_at: z.string() });

/** A new subscription link in place of the old one, which stops working at once. */
export async function newCalendarLink(supabase: Supabase, tenantId: string, forStaff: boolean) {
  return madeLink.parse(
    await dataOf(supabase.rpc('new_calendar_link', { tenant_id: tenantId, for_staff: forStaff })),
  );
}
