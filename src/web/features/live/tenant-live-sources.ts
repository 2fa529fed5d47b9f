import { bookingKeys } from '../bookings/queries';
import { calendarSyncKeys } from '../calendar-sync/queries';
import { clientKeys } from '../clients/queries';
import { deskKeys } from '../desk/queries';
import type { LiveChange, LiveSource } from './use-live-updates';

/** The client a changed row belongs to, from its new values or, for a delete, its old ones. */
function clientOf(change: LiveChange | undefined): string | null {
  if (change === undefined) return null;
  const row = change.eventType === 'DELETE' ? change.old : change.new;
  return typeof row.client_id === 'string' ? row.client_id : null;
}

/**
 * What the team's screens keep fresh (issue 21, point 3): the schedule (lists, calendars, a
 * booking's places and roster, free times) and the dashboard follow bookings, places and
 * check-ins; the ledger and the dashboard's takings follow transactions; a client's record
 * follows their own places and payments. Row-level security decides what reaches whom.
 */
export function tenantLiveSources(tenantId: string): LiveSource[] {
  const filter = `tenant_id=eq.${tenantId}`;
  const schedule = [bookingKeys.tenant(tenantId), deskKeys.today(tenantId)];
  const ofClient = (change?: LiveChange) => {
    const client = clientOf(change);
    return client === null ? [clientKeys.all(tenantId)] : [clientKeys.detail(tenantId, client)];
  };
  return [
    // A booking moved, given to another teacher or cancelled may clash, or stop clashing, with
    // a busy time of its teacher's own calendar (issue 37).
    {
      table: 'bookings',
      filter,
      stale: () => [...schedule, calendarSyncKeys.conflicts(tenantId)],
    },
    { table: 'attendance', filter, stale: () => schedule },
    {
      table: 'enrollments',
      filter,
      stale: (change?: LiveChange) => [...schedule, ...ofClient(change)],
    },
    {
      table: 'transactions',
      filter,
      stale: (change?: LiveChange) => [
        deskKeys.ledger(tenantId),
        deskKeys.today(tenantId),
        ...ofClient(change),
      ],
    },
  ];
}
