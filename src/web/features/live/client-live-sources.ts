import { clientKeys } from '../clients/queries';
import { registrationKeys } from '../registration/queries';
import type { LiveSource } from './use-live-updates';

/** The channel a business's booking page listens on: its places, as they are taken and freed. */
export const catalogueTopic = (tenantId: string) => `catalogue:${tenantId}`;

/**
 * What the client area keeps fresh (issue 21, point 3): everyone on a business's booking page,
 * visitors included, hears when a session's places change (the database broadcasts a count,
 * never who: migration 0280); a client's own record (upcoming places, credits, balance) follows
 * their places and payments, which row-level security lets them see and nobody else's.
 */
export function clientLiveSources(tenantId: string, clientId: string | null): LiveSource[] {
  const catalogue = [registrationKeys.tenant(tenantId)];
  const places: LiveSource = { broadcast: 'places', stale: () => catalogue };
  if (clientId === null) return [places];
  const filter = `tenant_id=eq.${tenantId}`;
  const own = () => [...catalogue, clientKeys.detail(tenantId, clientId)];
  return [
    places,
    { table: 'enrollments', filter, stale: own },
    { table: 'transactions', filter, stale: own },
  ];
}
