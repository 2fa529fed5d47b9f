import type { Supabase } from '@/supabase';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, pageOf } from '../data/data-error';
import type { RowOf } from '../data/query-data';

// What the business sent its clients (public.client_messages: the team's, never the message's
// snapshot): a client's Messages tab and the dashboard's delivery failures.

export const messagesPageSize = 50;
const messageColumns =
  'id, client_id, client_name, kind, channel, to_address, status, attempts, last_error, created_at, sent_at, failed_at, next_attempt_at, service_name, session_starts_at, resent, delivery_status, delivery_error';

export const messageKeys = {
  all: ['client-messages'] as const,
  tenant: (tenantId: string) => [...messageKeys.all, tenantId] as const,
  client: (tenantId: string, clientId: string, page: number) =>
    [...messageKeys.tenant(tenantId), 'client', clientId, page] as const,
  failures: (tenantId: string) => [...messageKeys.tenant(tenantId), 'failures'] as const,
  teamFailures: (tenantId: string) => [...messageKeys.failures(tenantId), 'team'] as const,
};

/** One page of what was sent to a client, newest first. */
export function clientMessagesQuery(
  supabase: Supabase,
  tenantId: string,
  clientId: string,
  page: number,
) {
  return queryOptions({
    queryKey: messageKeys.client(tenantId, clientId, page),
    queryFn: () =>
      pageOf(
        supabase
          .from('client_messages')
          .select(messageColumns, { count: 'exact' })
          .eq('tenant_id', tenantId)
          .eq('client_id', clientId)
          .order('created_at', { ascending: false })
          .order('id')
          .range((page - 1) * messagesPageSize, page * messagesPageSize - 1),
      ),
    placeholderData: keepPreviousData,
  });
}

export type ClientMessage = RowOf<typeof clientMessagesQuery>;

/** How far back the dashboard looks for messages that could not be delivered. */
export const failureDays = 7;

/**
 * The messages that failed for good in the last days, and the texts the phone network reported
 * it could not deliver (the gateway's receipts), newest first (at most 200).
 */
export function deliveryFailuresQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: messageKeys.failures(tenantId),
    queryFn: () => {
      const since = new Date(Date.now() - failureDays * 86_400_000).toISOString();
      return dataOf(
        supabase
          .from('client_messages')
          .select('id, client_id, client_name')
          .eq('tenant_id', tenantId)
          .or(
            `and(status.eq.failed,failed_at.gte.${since}),` +
              `and(delivery_status.in.(undelivered,failed),delivery_updated_at.gte.${since})`,
          )
          .order('created_at', { ascending: false })
          .limit(200),
      );
    },
  });
}

export type DeliveryFailure = RowOf<typeof deliveryFailuresQuery>;

/**
 * The messages to the team and invited people that failed for good in the last days, newest
 * first (public.team_messages: owners read them, anyone else reads none).
 */
export function teamFailuresQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: messageKeys.teamFailures(tenantId),
    queryFn: () =>
      dataOf(
        supabase
          .from('team_messages')
          .select('id, kind, staff_name, to_address, last_error, failed_at')
          .eq('tenant_id', tenantId)
          .eq('status', 'failed')
          .gte('failed_at', new Date(Date.now() - failureDays * 86_400_000).toISOString())
          .order('failed_at', { ascending: false })
          .limit(50),
      ),
  });
}
