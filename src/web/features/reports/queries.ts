import type { Supabase } from '@/supabase';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf } from '../data/data-error';
import {
  attendanceReport,
  clientsReport,
  moneyReport,
  staffReport,
  type AttendanceReport,
  type ClientsReport,
  type MoneyReport,
  type StaffReport,
} from './report-shapes';
import type { ReportAsk, ReportView } from './report-search';

export interface ReportsByView {
  attendance: AttendanceReport;
  money: MoneyReport;
  clients: ClientsReport;
  staff: StaffReport;
}

export const reportKeys = {
  all: ['reports'] as const,
  tenant: (tenantId: string) => [...reportKeys.all, tenantId] as const,
  report: (view: ReportView, ask: ReportAsk) =>
    [...reportKeys.tenant(ask.tenantId), view, ask] as const,
  services: (tenantId: string) => [...reportKeys.tenant(tenantId), 'services'] as const,
};

function commonArguments({ tenantId, period, service, staff }: ReportAsk) {
  return {
    tenant_id: tenantId,
    first_day: period.first,
    last_day: period.last,
    service_id: service ?? null,
    staff_id: staff ?? null,
  };
}

const fetchers: {
  [View in ReportView]: (supabase: Supabase, ask: ReportAsk) => Promise<ReportsByView[View]>;
} = {
  attendance: async (supabase, ask) =>
    attendanceReport.parse(await dataOf(supabase.rpc('report_attendance', commonArguments(ask)))),
  money: async (supabase, ask) =>
    moneyReport.parse(await dataOf(supabase.rpc('report_money', commonArguments(ask)))),
  clients: async (supabase, ask) =>
    clientsReport.parse(
      await dataOf(
        supabase.rpc('report_clients', { ...commonArguments(ask), at_risk_days: ask.days }),
      ),
    ),
  staff: async (supabase, ask) =>
    staffReport.parse(await dataOf(supabase.rpc('report_staff', commonArguments(ask)))),
};

/**
 * One report for a period and filters (db/functions/public/report_*.sql). Only the clients
 * report reads the days; the others' keys leave them out, so changing them fetches nothing.
 * While another period or filter loads, the last figures stay on screen.
 */
export function reportQuery<View extends ReportView>(
  supabase: Supabase,
  view: View,
  ask: ReportAsk,
) {
  const keyed = view === 'clients' ? ask : { ...ask, days: 0 };
  return queryOptions({
    queryKey: reportKeys.report(view, keyed),
    queryFn: () => fetchers[view](supabase, keyed) as Promise<ReportsByView[View]>,
    placeholderData: keepPreviousData,
  });
}

/** Every service of the business, for the filter (old ones too: their past still counts). */
export function reportServicesQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: reportKeys.services(tenantId),
    queryFn: () =>
      dataOf(
        supabase
          .from('services')
          .select('id, name')
          .eq('tenant_id', tenantId)
          .order('name')
          .order('id'),
      ),
  });
}
