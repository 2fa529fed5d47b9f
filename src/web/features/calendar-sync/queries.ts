import { queryOptions } from '@tanstack/react-query';
import type { Supabase } from '@/supabase';
import { dataOf } from '../data/data-error';
import type { RowOf } from '../data/query-data';
import { refreshInterval, withCalendars } from './connection-list';
import type { Conflict } from './conflicts';

// What the screens read of calendar sync, all through public views that never hold a secret
// (db/views/public/calendar_*.sql, staff_calendars.sql): a staff member sees their own, owners
// and admins every staff member's of their business.

export const calendarSyncKeys = {
  all: ['calendar-sync'] as const,
  tenant: (tenantId: string) => [...calendarSyncKeys.all, tenantId] as const,
  staff: (tenantId: string, staffId: string) =>
    [...calendarSyncKeys.tenant(tenantId), 'staff', staffId] as const,
  oauthClients: (tenantId: string) => [...calendarSyncKeys.tenant(tenantId), 'oauth'] as const,
  conflicts: (tenantId: string) => [...calendarSyncKeys.tenant(tenantId), 'conflicts'] as const,
};

/**
 * A staff member's connections, each with its calendars, oldest connection first. Read again
 * every few seconds while a sync or a write is under way, so the last sync shows as it happens.
 */
export function staffConnectionsQuery(supabase: Supabase, tenantId: string, staffId: string) {
  return queryOptions({
    queryKey: calendarSyncKeys.staff(tenantId, staffId),
    queryFn: async () => {
      const [connections, calendars] = await Promise.all([
        dataOf(
          supabase
            .from('calendar_connections')
            .select('id, provider, account, server_url, error_code, error_at, created_at')
            .eq('tenant_id', tenantId)
            .eq('staff_id', staffId)
            .order('created_at')
            .order('id'),
        ),
        dataOf(
          supabase
            .from('staff_calendars')
            .select(
              'id, connection_id, name, colour, writable, blocks, receives_bookings, synced_at, next_sync_at, sync_error_code, sync_error_at, busy_count, pending_writes, write_error_code',
            )
            .eq('tenant_id', tenantId)
            .eq('staff_id', staffId)
            .order('name')
            .order('id'),
        ),
      ]);
      return withCalendars(connections, calendars);
    },
    refetchInterval: (query) =>
      refreshInterval(
        (query.state.data ?? []).flatMap((connection) => connection.calendars),
        Date.now(),
      ),
  });
}

export type Connection = RowOf<typeof staffConnectionsQuery>;
export type StaffCalendar = Connection['calendars'][number];

/** Which providers the business has set up with its own OAuth client (null before any). */
export function oauthClientsQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: calendarSyncKeys.oauthClients(tenantId),
    queryFn: () =>
      dataOf(
        supabase
          .from('calendar_oauth_clients')
          .select('provider, client_id, updated_at')
          .eq('tenant_id', tenantId),
      ),
  });
}

export type OAuthClient = RowOf<typeof oauthClientsQuery>;

/** The most conflicts read at once: they are upcoming bookings only, and rare. */
const conflictLimit = 500;

/**
 * Every upcoming booking of the business that overlaps a busy time of its staff member's own
 * calendars: read once for the lists, the calendar, the dashboard and a booking's overview.
 */
export function calendarConflictsQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: calendarSyncKeys.conflicts(tenantId),
    queryFn: async () => {
      const rows = await dataOf(
        supabase
          .from('calendar_conflicts')
          .select('booking_id, starts_at, ends_at, title')
          .eq('tenant_id', tenantId)
          .order('starts_at')
          .limit(conflictLimit),
      );
      // A view's columns are typed nullable; a busy time always has both ends.
      return rows.filter((row): row is Conflict => row.starts_at !== null && row.ends_at !== null);
    },
    // Busy times change outside the app (a sync), so a screen left open learns of them.
    refetchInterval: 60_000,
  });
}
