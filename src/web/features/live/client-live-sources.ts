import { clientKeys } from '../clients/queries';
import { registrationKeys } from '../registration/queries';
import type { LiveSource } from './use-live-updates';

/** The channel a business's booking page listens on: its timetable, as places go and come. */
export const catalogueTopic = (tenantId: string) => `catalogue:${tenantId}`;

/**
 * What the client area keeps fresh (issue 21, point 3): everyone on a business's booking page,
 * visitors included, hears when a session or its places change (the database names the
 * session, never who: migration 0281); a client's own record (upcoming places, credits, balance) follows
 * their places and payments, which row-level security lets them see and nobody else's.
 */
export function clientLiveSources(tenantId: string, clientId: string | null): LiveSource[] {
  const catalogue = [registrationKeys.tenant(tenantId)];
  const timetable: LiveSource = { broadcast: 'timetable', stale: () => catalogue };
  if (clientId === null) return [timetable];
  const filter = `tenant_id=eq.${tenantId}`;
  const own = () => [...catalogue, clientKeys.detail(tenantId, clientId)];
  return [
    timetable,
    { table: 'enrollments', filter, stale: own },
    { table: 'transactions', filter, stale: own },
  ];
}
