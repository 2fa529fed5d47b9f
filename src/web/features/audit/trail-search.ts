import * as z from 'zod';
import { isUuid } from '@shared/uuid.ts';
import { addDays, zonedInstant } from '../tenancy/zoned-time';
import { actorKinds, subjectGroupNames, subjectGroups, type ActorKind } from './trail-subjects';

/** Days the trail shows when the address names no period: the last 30, today included. */
export const defaultTrailDays = 30;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
  .optional()
  .catch(undefined);

/**
 * The Activity screen's filters live in its address, so "what the system changed in money last
 * week" is a link; anything malformed is dropped rather than failing the screen.
 */
export const trailSearch = z.object({
  from: day,
  to: day,
  who: z.enum(actorKinds).optional().catch(undefined),
  what: z.enum(subjectGroupNames).optional().catch(undefined),
  client: z.string().refine(isUuid).optional().catch(undefined),
});
export type TrailSearch = z.infer<typeof trailSearch>;

/** The days a search names: its own, else the last 30 up to today; a range backwards is turned. */
export function trailDays(
  { from, to }: Pick<TrailSearch, 'from' | 'to'>,
  today: string,
): { from: string; to: string } {
  const last = to ?? (from !== undefined && from > today ? from : today);
  const first = from ?? addDays(last, 1 - defaultTrailDays);
  return first <= last ? { from: first, to: last } : { from: last, to: first };
}

/** What one read of the trail asks for; every part optional but the business. */
export interface TrailAsk {
  tenantId: string;
  /** The first instant shown, and the instant after the last. */
  since?: string | undefined;
  until?: string | undefined;
  actorKind?: ActorKind | undefined;
  subjects?: readonly string[] | undefined;
  clientId?: string | undefined;
  bookingId?: string | undefined;
}

/** The ask of the Activity screen: its days from the start of the first to the end of the last. */
export function trailAsk(
  search: TrailSearch,
  { tenantId, zone, today }: { tenantId: string; zone: string; today: string },
): TrailAsk {
  const days = trailDays(search, today);
  return {
    tenantId,
    since: zonedInstant(zone, days.from).toISOString(),
    until: zonedInstant(zone, addDays(days.to, 1)).toISOString(),
    actorKind: search.who,
    subjects: search.what ? subjectGroups[search.what] : undefined,
    clientId: search.client,
  };
}

/** Whether the search narrows the trail beyond its period. */
export function narrowed(search: TrailSearch): boolean {
  return search.who !== undefined || search.what !== undefined || search.client !== undefined;
}
