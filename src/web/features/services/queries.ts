// Every read and write of services, their options, staff and timetable, through supabase-js:
// the query factories DESIGN.md section 8 asks for, and the few writes beside them. Longer than
// most files because it is the one place these screens' data comes from.
import type { Supabase } from '@/supabase';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, pageOf } from '../data/data-error';
import type { RowOf } from '../data/query-data';
import type { ServiceKind } from './service-options';

export interface ServiceListSearch {
  q?: string;
  kind?: ServiceKind;
  status?: 'active' | 'inactive' | 'all';
  page?: number;
}

export const servicesPageSize = 20;

export const serviceKeys = {
  all: ['services'] as const,
  lists: (tenantId: string) => [...serviceKeys.all, 'list', tenantId] as const,
  list: (tenantId: string, search: ServiceListSearch) =>
    [...serviceKeys.lists(tenantId), search] as const,
  detail: (serviceId: string) => [...serviceKeys.all, 'detail', serviceId] as const,
  options: (serviceId: string) => [...serviceKeys.detail(serviceId), 'options'] as const,
  staff: (serviceId: string) => [...serviceKeys.detail(serviceId), 'staff'] as const,
  sessions: (serviceId: string) => [...serviceKeys.detail(serviceId), 'sessions'] as const,
};

const serviceColumns =
  'id, tenant_id, kind, name, description, duration_minutes, capacity, buffer_before_minutes, buffer_after_minutes, min_notice_minutes, max_advance_days, cancellation_window_minutes, colour, active';

/** One page of the business's services, filtered and searched in the database. */
export function servicesQuery(supabase: Supabase, tenantId: string, search: ServiceListSearch) {
  return queryOptions({
    queryKey: serviceKeys.list(tenantId, search),
    queryFn: () => {
      const page = search.page ?? 1;
      let query = supabase
        .from('services')
        .select(serviceColumns, { count: 'exact' })
        .eq('tenant_id', tenantId);
      if (search.kind) query = query.eq('kind', search.kind);
      const status = search.status ?? 'active';
      if (status !== 'all') query = query.eq('active', status === 'active');
      const words = search.q?.trim();
      // Wildcards typed by the user match one character each, rather than breaking the pattern.
      if (words) query = query.ilike('name', `%${words.replace(/[%*\\]/g, '_')}%`);
      return pageOf(
        query
          .order('name')
          .order('id')
          .range((page - 1) * servicesPageSize, page * servicesPageSize - 1),
      );
    },
    placeholderData: keepPreviousData,
  });
}

/** A service, or null when it does not exist for this user (gone, or another business's). */
export function serviceQuery(supabase: Supabase, serviceId: string) {
  return queryOptions({
    queryKey: serviceKeys.detail(serviceId),
    queryFn: () =>
      dataOf(supabase.from('services').select(serviceColumns).eq('id', serviceId).maybeSingle()),
  });
}

export function serviceOptionsQuery(supabase: Supabase, serviceId: string) {
  return queryOptions({
    queryKey: serviceKeys.options(serviceId),
    queryFn: () =>
      dataOf(
        supabase
          .from('service_options')
          .select(
            'id, service_id, kind, name, price_minor, currency, duration_minutes, credits, validity_days, active, sort_order',
          )
          .eq('service_id', serviceId)
          .order('sort_order')
          .order('price_minor'),
      ),
  });
}

/** The ids of the staff who deliver the service. */
export function serviceStaffQuery(supabase: Supabase, serviceId: string) {
  return queryOptions({
    queryKey: serviceKeys.staff(serviceId),
    queryFn: async () => {
      const rows = await dataOf(
        supabase.from('service_staff').select('staff_id').eq('service_id', serviceId),
      );
      return rows.map((row) => row.staff_id);
    },
  });
}

/** The next sessions of a group service (the first 50 and how many there are). */
export function upcomingSessionsQuery(supabase: Supabase, serviceId: string) {
  return queryOptions({
    queryKey: serviceKeys.sessions(serviceId),
    queryFn: () =>
      pageOf(
        supabase
          .from('bookings')
          .select('id, starts_at, ends_at, capacity, location, status, staff(display_name)', {
            count: 'exact',
          })
          .eq('service_id', serviceId)
          .eq('status', 'scheduled')
          .gte('starts_at', new Date().toISOString())
          .order('starts_at')
          .range(0, 49),
      ),
  });
}

export type Service = RowOf<typeof serviceQuery>;
export type ServiceOption = RowOf<typeof serviceOptionsQuery>;
export type UpcomingSession = RowOf<typeof upcomingSessionsQuery>;

export type ServiceChanges = Partial<Omit<Service, 'id' | 'tenant_id' | 'kind'>>;

export function createService(
  supabase: Supabase,
  values: Pick<Service, 'tenant_id' | 'kind' | 'name' | 'duration_minutes' | 'capacity'>,
) {
  return dataOf(supabase.from('services').insert(values).select(serviceColumns).single());
}

export function updateService(supabase: Supabase, serviceId: string, changes: ServiceChanges) {
  return dataOf(
    supabase.from('services').update(changes).eq('id', serviceId).select(serviceColumns).single(),
  );
}

export type OptionValues = Pick<
  ServiceOption,
  'kind' | 'name' | 'price_minor' | 'duration_minutes' | 'credits' | 'validity_days'
>;

/** Adds an option (optionId undefined) or changes one; prices are in the business's currency. */
export function saveOption(
  supabase: Supabase,
  service: Pick<Service, 'id' | 'tenant_id'>,
  values: OptionValues & { currency: string; active?: boolean },
  optionId?: string,
) {
  const request =
    optionId === undefined
      ? supabase
          .from('service_options')
          .insert({ ...values, tenant_id: service.tenant_id, service_id: service.id })
      : supabase.from('service_options').update(values).eq('id', optionId);
  return dataOf(request);
}

export function setServiceStaff(
  supabase: Supabase,
  service: Pick<Service, 'id' | 'tenant_id'>,
  staffId: string,
  delivers: boolean,
) {
  return dataOf(
    delivers
      ? supabase
          .from('service_staff')
          .insert({ tenant_id: service.tenant_id, service_id: service.id, staff_id: staffId })
      : supabase
          .from('service_staff')
          .delete()
          .eq('service_id', service.id)
          .eq('staff_id', staffId),
  );
}

export interface SeriesValues {
  service_id: string;
  weekdays: number[];
  local_start: string;
  first_day: string;
  last_day: string;
  staff_id: string | null;
  capacity: number;
  location: string;
}

/** A weekly timetable in the business's zone: all its sessions, or none (staff_busy names the day). */
export function scheduleSeries(supabase: Supabase, values: SeriesValues) {
  return dataOf(supabase.rpc('schedule_series', values));
}
