import type { Tables } from '@/database.types';
import type { Supabase } from '@/supabase';
import { z } from 'zod';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { dataOf, pageOf } from '../data/data-error';
import type { QueryData } from '../data/query-data';
import { searchPattern, type BookingFilters, type BookingSort } from './booking-search';
import { freeTimes } from '../registration/bookable-days';
import { spaWords } from '@/i18n/spa-language';
import type { Place } from './places';

// Queries of the bookings screens. Every list filters, sorts and pages in the database; the
// summaries come from the booking_summaries view (migration 0040), which counts each booking's
// places for the rows asked for only.

/** A booking as the lists and calendars show it. */
export type BookingSummary = Tables<'booking_summaries'>;

export type CatalogueService = Pick<
  Tables<'services'>,
  'id' | 'name' | 'kind' | 'duration_minutes' | 'capacity' | 'active'
>;
export type CatalogueStaff = Pick<Tables<'staff'>, 'id' | 'display_name' | 'active'>;

export type ServiceOption = Pick<
  Tables<'service_options'>,
  'id' | 'name' | 'kind' | 'price_minor' | 'currency' | 'duration_minutes'
>;

const cancellationPreview = z.object({
  status: z.enum(['cancelled', 'late_cancelled']),
  in_time: z.boolean(),
  deadline: z.string(),
  returns: z.enum(['nothing', 'credit', 'money']),
  return_minor: z.number(),
  fee_minor: z.number(),
  currency: z.string(),
});

/** What cancel_enrollment would do now (rpc/cancellation_preview's JSON). */
export type CancellationPreview = z.infer<typeof cancellationPreview>;

export interface ListParams extends BookingFilters {
  from?: string;
  to?: string;
  sort: BookingSort;
  page: number;
  size: number;
}

export const bookingKeys = {
  all: ['bookings'] as const,
  tenant: (tenantId: string) => [...bookingKeys.all, tenantId] as const,
  list: (tenantId: string, params: ListParams) =>
    [...bookingKeys.tenant(tenantId), 'list', params] as const,
  calendar: (tenantId: string, from: string, to: string, filters: BookingFilters) =>
    [...bookingKeys.tenant(tenantId), 'calendar', from, to, filters] as const,
  detail: (tenantId: string, bookingId: string) =>
    [...bookingKeys.tenant(tenantId), 'detail', bookingId] as const,
  places: (tenantId: string, bookingId: string) =>
    [...bookingKeys.tenant(tenantId), 'places', bookingId] as const,
  catalogue: (tenantId: string) => [...bookingKeys.tenant(tenantId), 'catalogue'] as const,
  options: (tenantId: string, serviceId: string) =>
    [...bookingKeys.tenant(tenantId), 'options', serviceId] as const,
  clients: (tenantId: string, text: string) =>
    [...bookingKeys.tenant(tenantId), 'clients', text] as const,
  slots: (tenantId: string, serviceId: string, optionId: string, staffId: string, day: string) =>
    [...bookingKeys.tenant(tenantId), 'slots', serviceId, optionId, staffId, day] as const,
  // Outside the tenant's tree on purpose: refreshing the bookings after a cancellation must not
  // ask again for the preview of the place just cancelled (the database refuses it, not_active).
  preview: (tenantId: string, enrollmentId: string) =>
    [...bookingKeys.all, 'preview', tenantId, enrollmentId] as const,
};

/** The filters of both views, applied to a booking_summaries query. */
function filtered(supabase: Supabase, tenantId: string, filters: BookingFilters) {
  let query = supabase
    .from('booking_summaries')
    .select('*', { count: 'exact' })
    .eq('tenant_id', tenantId);
  if (filters.service) query = query.eq('service_id', filters.service);
  if (filters.staff) query = query.eq('staff_id', filters.staff);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.kind) query = query.eq('service_kind', filters.kind);
  const pattern = filters.q ? searchPattern(filters.q) : null;
  if (pattern) {
    query = query.or(
      `service_name.ilike.${pattern},staff_name.ilike.${pattern},location.ilike.${pattern}`,
    );
  }
  return query;
}

/** One page of the list: the rows in the range and how many match in all. */
export function bookingListQuery(
  supabase: Supabase,
  tenantId: string,
  params: ListParams,
  range: { from?: Date; to?: Date },
) {
  return queryOptions({
    queryKey: bookingKeys.list(tenantId, params),
    queryFn: () => {
      let query = filtered(supabase, tenantId, params);
      if (range.from) query = query.gte('starts_at', range.from.toISOString());
      if (range.to) query = query.lt('starts_at', range.to.toISOString());
      if (params.sort === 'service') {
        query = query.order('service_name').order('starts_at');
      } else if (params.sort === 'fill') {
        query = query.order('taken', { ascending: false }).order('starts_at');
      } else {
        query = query.order('starts_at', { ascending: params.sort === 'starts_at' });
      }
      const first = (params.page - 1) * params.size;
      return pageOf(query.order('id').range(first, first + params.size - 1));
    },
    placeholderData: keepPreviousData,
  });
}

/** The most a calendar page shows; past it the screen says so and offers a shorter view. */
export const calendarLimit = 1000;

/** Every booking starting in a calendar's range (at most calendarLimit), by time. */
export function bookingCalendarQuery(
  supabase: Supabase,
  tenantId: string,
  range: { from: Date; to: Date },
  filters: BookingFilters,
) {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  return queryOptions({
    queryKey: bookingKeys.calendar(tenantId, from, to, filters),
    queryFn: () =>
      pageOf(
        filtered(supabase, tenantId, filters)
          .gte('starts_at', from)
          .lt('starts_at', to)
          .order('starts_at')
          .order('id')
          .range(0, calendarLimit - 1),
      ),
    placeholderData: keepPreviousData,
  });
}

/** One booking with its fill, or null when there is none the user may see. */
export function bookingQuery(supabase: Supabase, tenantId: string, bookingId: string) {
  return queryOptions({
    queryKey: bookingKeys.detail(tenantId, bookingId),
    // The detail route's beforeLoad (requireRecordId) keeps malformed ids from getting here.
    queryFn: () =>
      dataOf(
        supabase
          .from('booking_summaries')
          .select('*')
          .eq('tenant_id', tenantId)
          .eq('id', bookingId)
          .maybeSingle(),
      ),
  });
}

/** Every place in a booking, cancelled ones included, with the client's name and attendance. */
export function placesQuery(supabase: Supabase, tenantId: string, bookingId: string) {
  return queryOptions({
    queryKey: bookingKeys.places(tenantId, bookingId),
    queryFn: async (): Promise<Place[]> => {
      const rows = await dataOf(
        supabase
          .from('enrollments')
          .select(
            'id, client_id, status, waitlist_position, offer_expires_at, created_at, client:clients(full_name), option:service_options(name, kind), attendance(status)',
          )
          .eq('tenant_id', tenantId)
          .eq('booking_id', bookingId)
          .order('created_at'),
      );
      return rows.map(({ client, option, attendance, ...place }) => ({
        ...place,
        client_name:
          client?.full_name ?? spaWords().formatMessage({ id: 'bookings.unknownClient' }),
        option_name: option?.name ?? null,
        option_kind: option?.kind ?? null,
        attendance: attendance?.status ?? null,
      }));
    },
  });
}

/** Services and staff for filters and forms, inactive ones included (old bookings name them). */
export function catalogueQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: bookingKeys.catalogue(tenantId),
    queryFn: async () => {
      const [services, staff, serviceStaff] = await Promise.all([
        dataOf(
          supabase
            .from('services')
            .select('id, name, kind, duration_minutes, capacity, active')
            .eq('tenant_id', tenantId)
            .order('name'),
        ),
        dataOf(
          supabase
            .from('staff')
            .select('id, display_name, active')
            .eq('tenant_id', tenantId)
            .order('display_name'),
        ),
        dataOf(
          supabase.from('service_staff').select('service_id, staff_id').eq('tenant_id', tenantId),
        ),
      ]);
      return { services, staff, serviceStaff };
    },
  });
}

/** The business's services and staff, and which staff deliver which service. */
export type Catalogue = QueryData<typeof catalogueQuery>;
/** The booking of the detail screen, once found. */
export type Booking = NonNullable<QueryData<typeof bookingQuery>>;

/** The active options of a service: how a place in it is paid for. */
export function serviceOptionsQuery(supabase: Supabase, tenantId: string, serviceId: string) {
  return queryOptions({
    queryKey: bookingKeys.options(tenantId, serviceId),
    queryFn: () =>
      dataOf(
        supabase
          .from('service_options')
          .select('id, name, kind, price_minor, currency, duration_minutes')
          .eq('tenant_id', tenantId)
          .eq('service_id', serviceId)
          .eq('active', true)
          .order('sort_order')
          .order('name'),
      ),
    enabled: serviceId !== '',
  });
}

/** Active clients whose name contains the text, for the client picker. */
export function clientSearchQuery(supabase: Supabase, tenantId: string, text: string) {
  const cleaned = text.replace(/[%_\\]/g, ' ').trim();
  return queryOptions({
    queryKey: bookingKeys.clients(tenantId, cleaned),
    queryFn: () =>
      dataOf(
        supabase
          .from('clients')
          .select('id, full_name, email')
          .eq('tenant_id', tenantId)
          .eq('status', 'active')
          .ilike('full_name', `%${cleaned}%`)
          .order('full_name')
          .limit(20),
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Free start times of a private service on one local day (from and to are that day's instants). */
export function slotsQuery(
  supabase: Supabase,
  tenantId: string,
  args: { serviceId: string; optionId: string; staffId: string; day: string; from: Date; to: Date },
) {
  return queryOptions({
    queryKey: bookingKeys.slots(tenantId, args.serviceId, args.optionId, args.staffId, args.day),
    queryFn: async () =>
      freeTimes(
        await dataOf(
          supabase.rpc('available_slots', {
            service_id: args.serviceId,
            option_id: args.optionId,
            from: args.from.toISOString(),
            to: args.to.toISOString(),
            staff_id: args.staffId === '' ? null : args.staffId,
          }),
        ),
      ),
    enabled: args.serviceId !== '' && args.optionId !== '' && args.day !== '',
    staleTime: 0,
  });
}

/** What cancelling a place now would do (fetched fresh each time the dialog opens). */
export function cancellationPreviewQuery(
  supabase: Supabase,
  tenantId: string,
  enrollmentId: string,
) {
  return queryOptions({
    queryKey: bookingKeys.preview(tenantId, enrollmentId),
    queryFn: async () =>
      cancellationPreview.parse(
        await dataOf(supabase.rpc('cancellation_preview', { enrollment_id: enrollmentId })),
      ),
    staleTime: 0,
    gcTime: 0,
    // Once the place is cancelled the preview is refused (not_active): no point asking again.
    retry: false,
  });
}

/** After any change to a booking: every list, calendar and detail of the business refetches. */
export function refreshBookings(queryClient: QueryClient, tenantId: string) {
  return queryClient.invalidateQueries({ queryKey: bookingKeys.tenant(tenantId) });
}
