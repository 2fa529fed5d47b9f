import type { Supabase } from '@/supabase';
import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '../data/data-error';
import { searchText } from '../desk/ledger-search';
import type { PaletteFound } from './palette-actions';

const perKind = 5;

export const paletteKeys = {
  all: ['palette'] as const,
  search: (tenantId: string, text: string) => [...paletteKeys.all, tenantId, text] as const,
};

/** Up to five clients, upcoming bookings, services and staff matching the text, at once. */
export function paletteSearchQuery(supabase: Supabase, tenantId: string, query: string) {
  const text = searchText(query);
  return queryOptions({
    queryKey: paletteKeys.search(tenantId, text),
    enabled: text.length > 0,
    staleTime: 30_000,
    queryFn: async (): Promise<PaletteFound> => {
      const like = `%${text}%`;
      const [clients, services, staff, bookings] = await Promise.all([
        dataOf(
          supabase
            .from('clients')
            .select('id, full_name, email')
            .eq('tenant_id', tenantId)
            .or(`full_name.ilike.${like},email.ilike.${like}`)
            .order('full_name')
            .limit(perKind),
        ),
        dataOf(
          supabase
            .from('services')
            .select('id, name, kind')
            .eq('tenant_id', tenantId)
            .ilike('name', like)
            .order('name')
            .limit(perKind),
        ),
        dataOf(
          supabase
            .from('staff')
            .select('id, display_name')
            .eq('tenant_id', tenantId)
            .ilike('display_name', like)
            .order('display_name')
            .limit(perKind),
        ),
        dataOf(
          supabase
            .from('bookings')
            .select('id, starts_at, service:services!inner(name)')
            .eq('tenant_id', tenantId)
            .neq('status', 'cancelled')
            .gte('starts_at', new Date().toISOString())
            .ilike('service.name', like)
            .order('starts_at')
            .limit(perKind),
        ),
      ]);
      return { clients, services, staff, bookings };
    },
  });
}
