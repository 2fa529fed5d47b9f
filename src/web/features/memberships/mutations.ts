import type { Supabase } from '@/supabase';
import type { QueryClient } from '@tanstack/react-query';
import { clientKeys } from '../clients/queries';
import { dataOf } from '../data/data-error';
import type { PlanRow } from './plan-form';
import { membershipKeys } from './queries';

// The owner's memberships screens' writes: plans as tables (admins, row-level security), and
// the functions that keep a membership's periods, ledger and billing in step (issue 35). Joining,
// freezing, cancelling and keeping are the client's too: features/registration/mutations.ts.

/**
 * Adds a plan (planId undefined) or changes one, then makes the classes it covers exactly
 * `serviceIds`: the new ones added, the others removed.
 */
export async function savePlan(
  supabase: Supabase,
  business: { tenantId: string; currency: string },
  row: PlanRow,
  serviceIds: readonly string[],
  planId?: string,
): Promise<{ id: string; name: string }> {
  const saved = await dataOf(
    planId === undefined
      ? supabase
          .from('plans')
          .insert({ ...row, tenant_id: business.tenantId, currency: business.currency })
          .select('id, name')
          .single()
      : supabase
          .from('plans')
          .update(row)
          .eq('tenant_id', business.tenantId)
          .eq('id', planId)
          .select('id, name')
          .single(),
  );
  if (serviceIds.length > 0)
    await dataOf(
      supabase.from('plan_services').upsert(
        serviceIds.map((serviceId) => ({
          tenant_id: business.tenantId,
          plan_id: saved.id,
          service_id: serviceId,
        })),
        { ignoreDuplicates: true },
      ),
    );
  await dataOf(
    supabase
      .from('plan_services')
      .delete()
      .eq('tenant_id', business.tenantId)
      .eq('plan_id', saved.id)
      .not('service_id', 'in', `(${serviceIds.join(',')})`),
  );
  return saved;
}

/** Staff sell a plan at the desk: live at once; with a method, the first period is paid. */
export function sellPlan(
  supabase: Supabase,
  sale: { tenantId: string; clientId: string; planId: string; paymentMethod: string | null },
) {
  return dataOf(
    supabase.rpc('sell_plan', {
      tenant_id: sale.tenantId,
      client_id: sale.clientId,
      plan_id: sale.planId,
      ...(sale.paymentMethod ? { payment_method: sale.paymentMethod } : {}),
    }),
  );
}

export function changePlan(supabase: Supabase, subscriptionId: string, planId: string) {
  return dataOf(supabase.rpc('change_plan', { subscription_id: subscriptionId, plan_id: planId }));
}

/** Tries the saved card for an unpaid renewal now, rather than on the next day of the schedule. */
export function retryRenewal(supabase: Supabase, tenantId: string, subscriptionId: string) {
  return dataOf(
    supabase.rpc('retry_renewal', { tenant_id: tenantId, subscription_id: subscriptionId }),
  );
}

/** Forgives an unpaid renewal: the membership goes on, the amount is no longer owed. */
export function writeOffRenewal(
  supabase: Supabase,
  tenantId: string,
  subscriptionId: string,
  note: string,
) {
  return dataOf(
    supabase.rpc('write_off_renewal', {
      tenant_id: tenantId,
      subscription_id: subscriptionId,
      ...(note.trim() ? { note: note.trim() } : {}),
    }),
  );
}

/** After a membership changed: its screens, the client's balance and credits, the figures. */
export async function refreshMemberships(queryClient: QueryClient, tenantId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: membershipKeys.all(tenantId) }),
    queryClient.invalidateQueries({ queryKey: clientKeys.all(tenantId) }),
  ]);
}
