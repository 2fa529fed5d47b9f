import type { Supabase } from '@/supabase';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { dataOf } from '../data/data-error';

// A person's calendar subscription link (public.calendar_link, public.new_calendar_link): as a
// client of a business (their own bookings) or as its staff (the sessions they run). Only the
// token's hash is kept, so what can be read again is when the link was made, not the link.

export const calendarLinkKeys = {
  all: ['calendar-link'] as const,
  link: (tenantId: string, forStaff: boolean) =>
    [...calendarLinkKeys.all, tenantId, forStaff ? 'staff' : 'client'] as const,
};

const calendarLinkState = z.object({ made_at: z.string().nullable() });

export function calendarLinkQuery(supabase: Supabase, tenantId: string, forStaff: boolean) {
  return queryOptions({
    queryKey: calendarLinkKeys.link(tenantId, forStaff),
    queryFn: async () =>
      calendarLinkState.parse(
        await dataOf(supabase.rpc('calendar_link', { tenant_id: tenantId, for_staff: forStaff })),
      ),
  });
}
