import { queryOptions } from '@tanstack/react-query';
import type { Supabase } from '@/supabase';
import { dataOf } from '../data/data-error';
import type { RowOf } from '../data/query-data';

export const paymentKeys = {
  all: ['payments'] as const,
  settings: (tenantId: string) => [...paymentKeys.all, 'settings', tenantId] as const,
  ways: (tenantId: string) => [...paymentKeys.all, 'ways', tenantId] as const,
  place: (enrollmentId: string) => [...paymentKeys.all, 'place', enrollmentId] as const,
};

/**
 * The business's payment account as owners and admins see it (public.payment_settings): the
 * provider, the publishable key and the choices, never a secret; null until it is connected.
 */
export function paymentSettingsQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: paymentKeys.settings(tenantId),
    queryFn: () =>
      dataOf(
        supabase
          .from('payment_settings')
          .select('provider, publishable_key, pay_online, fees_to_saved_card, connected_at')
          .eq('tenant_id', tenantId)
          .maybeSingle(),
      ),
  });
}

export type PaymentSettings = NonNullable<RowOf<typeof paymentSettingsQuery>>;

/**
 * Whether the business takes cards, through which provider, and which kinds must be paid
 * online (public.online_payment_ways, public like the booking policy); null when it takes none.
 */
export function paymentWaysQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: paymentKeys.ways(tenantId),
    queryFn: () =>
      dataOf(
        supabase
          .from('online_payment_ways')
          .select('provider, pay_online, pay_at_desk')
          .eq('tenant_id', tenantId)
          .maybeSingle(),
      ),
  });
}

export type PaymentWays = NonNullable<RowOf<typeof paymentWaysQuery>>;

/**
 * A place being paid for by card, read again every second while it is held (or offered from the
 * waitlist, decision 0043): the webhook confirms it once the money arrives, or releases it
 * (cancelled) when the payment fails or the hold runs out. Stops asking once it is settled.
 */
export function paidPlaceQuery(supabase: Supabase, enrollmentId: string) {
  return queryOptions({
    queryKey: paymentKeys.place(enrollmentId),
    queryFn: () =>
      dataOf(
        supabase
          .from('enrollments')
          .select('id, status, hold_expires_at')
          .eq('id', enrollmentId)
          .single(),
      ),
    refetchInterval: (query) =>
      query.state.data?.status === 'held' || query.state.data?.status === 'offered' ? 1000 : false,
  });
}
