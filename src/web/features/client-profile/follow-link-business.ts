import type { Supabase } from '@/supabase';
import { queryOptions } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { RouterContext } from '@/router-context';
import { dataOf } from '../data/data-error';
import { readLinkIds } from '../registration/register-search';
import { rememberTenant } from '../tenancy/current-tenant';
import { clientProfileKeys, type ClientProfile } from './queries';

/** The business a service belongs to, if the client may see it; a service never moves. */
function serviceBusinessQuery(supabase: Supabase, serviceId: string) {
  return queryOptions({
    queryKey: [...clientProfileKeys.all, 'service-business', serviceId] as const,
    queryFn: async () => {
      const rows = await dataOf(
        supabase.from('services').select('tenant_id').eq('id', serviceId).limit(1),
      );
      return rows[0]?.tenant_id ?? null;
    },
    staleTime: Infinity,
  });
}

/**
 * For a booking link's beforeLoad: a client of several businesses who follows a link to a service
 * of another of them is switched to that business (remembered, as a switch in settings is), rather
 * than told the link cannot be used. Links to businesses they are not a client of are left alone.
 */
export async function followLinkBusiness(
  context: RouterContext & { userId: string; profile: ClientProfile },
  serviceText: string | undefined,
  location: ParsedLocation,
): Promise<void> {
  const link = readLinkIds({ service: serviceText });
  if (!link.ok) return;
  const tenantId = await context.queryClient.ensureQueryData(
    serviceBusinessQuery(context.supabase, link.ids.service),
  );
  if (tenantId === null || tenantId === context.profile.tenant.id) return;
  rememberTenant('client', context.userId, tenantId);
  throw redirect({ href: location.href, replace: true });
}
