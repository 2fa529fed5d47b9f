import type { Supabase } from '@/supabase';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { dataOf, pageOf } from '../data/data-error';
import type { RowOf } from '../data/query-data';
import { ledgerPageSize, type LedgerFilter } from './ledger-search';

const todaySession = z.object({
  booking_id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  capacity: z.number(),
  location: z.string(),
  status: z.string(),
  service_name: z.string(),
  service_kind: z.enum(['private', 'group']),
  staff_name: z.string().nullable(),
  confirmed: z.number(),
  waitlisted: z.number(),
  checked_in: z.number(),
});
export type TodaySession = z.infer<typeof todaySession>;

/** What rpc/dashboard_today returns: JSON, so its shape is checked here. */
const today = z.object({
  date: z.string(),
  time_zone: z.string(),
  currency: z.string(),
  sessions: z.array(todaySession),
  arrivals: z.object({ expected: z.number(), checked_in: z.number() }),
  revenue: z.object({
    payments_minor: z.number(),
    refunds_minor: z.number(),
    net_minor: z.number(),
  }),
});
export type Today = z.infer<typeof today>;

/** What rpc/ledger_totals returns. */
const ledgerTotals = z.object({
  count: z.number(),
  payments_minor: z.number(),
  refunds_minor: z.number(),
  charges_minor: z.number(),
  adjustments_minor: z.number(),
  net_minor: z.number(),
});
export type LedgerTotals = z.infer<typeof ledgerTotals>;

export const deskKeys = {
  all: ['desk'] as const,
  today: (tenantId: string) => [...deskKeys.all, 'today', tenantId] as const,
  ledger: (tenantId: string) => [...deskKeys.all, 'ledger', tenantId] as const,
  ledgerPage: (tenantId: string, filter: LedgerFilter, newestFirst: boolean, page: number) =>
    [...deskKeys.ledger(tenantId), 'page', filter, newestFirst, page] as const,
  ledgerTotals: (tenantId: string, filter: LedgerFilter) =>
    [...deskKeys.ledger(tenantId), 'totals', filter] as const,
};

/** Today at the business, in one request; refetched each minute, as arrivals come in. */
export function todayQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: deskKeys.today(tenantId),
    queryFn: async () =>
      today.parse(await dataOf(supabase.rpc('dashboard_today', { tenant_id: tenantId }))),
    refetchInterval: 60_000,
  });
}

const ledgerColumns =
  'id, created_at, kind, amount_minor, currency, method, credits, note, client_id, client:clients!inner(full_name)';

/** The ledger's rows under a filter: the query every list, page and export starts from. */
function filteredLedger(
  supabase: Supabase,
  tenantId: string,
  filter: LedgerFilter,
  newestFirst: boolean,
  count?: 'exact',
) {
  let query = supabase
    .from('transactions')
    .select(ledgerColumns, count ? { count } : undefined)
    .eq('tenant_id', tenantId);
  if (filter.from) query = query.gte('created_at', filter.from);
  if (filter.to) query = query.lt('created_at', filter.to);
  if (filter.kind) query = query.eq('kind', filter.kind);
  if (filter.method) query = query.eq('method', filter.method);
  if (filter.search) query = query.ilike('client.full_name', `%${filter.search}%`);
  // The id breaks ties, so rows recorded in the same instant keep their places across pages.
  return query
    .order('created_at', { ascending: !newestFirst })
    .order('id', { ascending: !newestFirst });
}

export function ledgerPageQuery(
  supabase: Supabase,
  tenantId: string,
  filter: LedgerFilter,
  newestFirst: boolean,
  page: number,
) {
  return queryOptions({
    queryKey: deskKeys.ledgerPage(tenantId, filter, newestFirst, page),
    queryFn: () => {
      const first = (page - 1) * ledgerPageSize;
      return pageOf(
        filteredLedger(supabase, tenantId, filter, newestFirst, 'exact').range(
          first,
          first + ledgerPageSize - 1,
        ),
      );
    },
    placeholderData: keepPreviousData,
  });
}

export type LedgerEntry = RowOf<typeof ledgerPageQuery>;

export function ledgerTotalsQuery(supabase: Supabase, tenantId: string, filter: LedgerFilter) {
  return queryOptions({
    queryKey: deskKeys.ledgerTotals(tenantId, filter),
    queryFn: async () =>
      ledgerTotals.parse(
        await dataOf(
          supabase.rpc('ledger_totals', {
            tenant_id: tenantId,
            from: filter.from,
            to: filter.to,
            kind: filter.kind,
            method: filter.method,
            client_search: filter.search || null,
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every row under the filter, for an export: fetched in pages of 1,000 (the API's page). */
export async function fetchLedgerForExport(
  supabase: Supabase,
  tenantId: string,
  filter: LedgerFilter,
  newestFirst: boolean,
): Promise<LedgerEntry[]> {
  const rows: LedgerEntry[] = [];
  const size = 1000;
  for (let first = 0; ; first += size) {
    const batch = await dataOf(
      filteredLedger(supabase, tenantId, filter, newestFirst).range(first, first + size - 1),
    );
    rows.push(...batch);
    if (batch.length < size) return rows;
  }
}
