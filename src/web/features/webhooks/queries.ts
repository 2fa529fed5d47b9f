import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Supabase } from '@/supabase';
import { dataOf, pageOf } from '../data/data-error';
import type { RowOf } from '../data/query-data';
import { logRefresh } from './delivery-words';

// What the screens read of webhooks (issue 38), through public views that never hold a secret
// (db/views/public/webhook_*.sql): owners and admins see their business's, anyone else none.
// The secret is asked for on its own, when the reader chooses to show it.

export const deliveriesPageSize = 25;

const endpointColumns =
  'id, url, description, events, enabled, disabled_reason, disabled_at, created_at, secret_rotated_at, previous_secret_expires_at, last_delivery_at, last_status, failing_since';

export const webhookKeys = {
  all: ['webhooks'] as const,
  tenant: (tenantId: string) => [...webhookKeys.all, tenantId] as const,
  endpoints: (tenantId: string) => [...webhookKeys.tenant(tenantId), 'endpoints'] as const,
  endpoint: (tenantId: string, endpointId: string) =>
    [...webhookKeys.tenant(tenantId), 'endpoint', endpointId] as const,
  deliveries: (tenantId: string, endpointId: string, page: number) =>
    [...webhookKeys.endpoint(tenantId, endpointId), 'deliveries', page] as const,
};

/** The business's endpoints, oldest first (at most 20: the database refuses more). */
export function webhookEndpointsQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: webhookKeys.endpoints(tenantId),
    queryFn: () =>
      pageOf(
        supabase
          .from('webhook_endpoints')
          .select(endpointColumns, { count: 'exact' })
          .eq('tenant_id', tenantId)
          .order('created_at')
          .order('id'),
      ),
  });
}

export type WebhookEndpoint = RowOf<typeof webhookEndpointsQuery>;

/** One endpoint, or null when there is none of this business at that id. */
export function webhookEndpointQuery(supabase: Supabase, tenantId: string, endpointId: string) {
  return queryOptions({
    queryKey: webhookKeys.endpoint(tenantId, endpointId),
    queryFn: () =>
      dataOf(
        supabase
          .from('webhook_endpoints')
          .select(endpointColumns)
          .eq('tenant_id', tenantId)
          .eq('id', endpointId)
          .maybeSingle(),
      ),
  });
}

/** One page of an endpoint's deliveries, newest first, with the body that was sent. */
export function webhookDeliveriesQuery(
  supabase: Supabase,
  tenantId: string,
  endpointId: string,
  page: number,
) {
  return queryOptions({
    queryKey: webhookKeys.deliveries(tenantId, endpointId, page),
    queryFn: () =>
      pageOf(
        supabase
          .from('webhook_deliveries')
          .select(
            'id, message_id, event_type, state, attempts, last_status, last_error, last_attempt_at, next_attempt_at, delivered_at, created_at, payload',
            { count: 'exact' },
          )
          .eq('tenant_id', tenantId)
          .eq('endpoint_id', endpointId)
          .order('created_at', { ascending: false })
          .order('id')
          .range((page - 1) * deliveriesPageSize, page * deliveriesPageSize - 1),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => logRefresh(query.state.data?.rows ?? [], Date.now()),
  });
}

export type WebhookDelivery = RowOf<typeof webhookDeliveriesQuery>;
