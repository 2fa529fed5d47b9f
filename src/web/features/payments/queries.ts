import { queryOptions } from '@tanstack/react-query';
import type { Supabase } from '@/supabase';
import { dataOf } from '../data/data-error';
import type { RowOf } from '../data/query-data';

export const paymentKeys = {
  all: ['payments'] as const,
  settings: (tenantId: string) => [...paymentKeys.all, 'settings', tenantId] as const,
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
