import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Supabase } from '@/supabase';
import { dataOf } from '../data/data-error';
import type { TrailAsk } from './trail-search';

// What the screens read of the audit trail (issue 38, point 3): the view public.audit_trail,
// newest first, which gives owners and admins their business's entries and anyone else none.
// Pages are read by keyset (`id < the last one shown`), so the thousandth page costs what the
// first does, with thousands of entries.

export const trailPageSize = 50;

const entryColumns =
  'id, at, actor_kind, actor_user_id, actor_name, subject, action, record_id, booking_id, client_id, client_name, service_name, booking_starts_at, before, after, request_id, request_method, request_path, undo_kind, undo_until, undone_at, names';

export const auditKeys = {
  all: ['audit'] as const,
  tenant: (tenantId: string) => [...auditKeys.all, tenantId] as const,
  trail: (ask: TrailAsk) => [...auditKeys.tenant(ask.tenantId), 'trail', ask] as const,
};

/** One page of the entries an ask names, newest first, older than `before` (an entry's id). */
export function trailPage(
  supabase: Supabase,
  ask: TrailAsk,
  before: number | null,
  size = trailPageSize,
) {
  let query = supabase.from('audit_trail').select(entryColumns).eq('tenant_id', ask.tenantId);
  if (ask.since !== undefined) query = query.gte('at', ask.since);
  if (ask.until !== undefined) query = query.lt('at', ask.until);
  if (ask.actorKind !== undefined) query = query.eq('actor_kind', ask.actorKind);
  if (ask.subjects !== undefined) query = query.in('subject', [...ask.subjects]);
  if (ask.clientId !== undefined) query = query.eq('client_id', ask.clientId);
  if (ask.bookingId !== undefined) query = query.eq('booking_id', ask.bookingId);
  if (before !== null) query = query.lt('id', before);
  return dataOf(query.order('id', { ascending: false }).limit(size));
}

export type AuditEntry = Awaited<ReturnType<typeof trailPage>>[number];

/** The entries an ask names, a page at a time ("Load more"). */
export function auditTrailQuery(supabase: Supabase, ask: TrailAsk) {
  return infiniteQueryOptions({
    queryKey: auditKeys.trail(ask),
    queryFn: ({ pageParam }) => trailPage(supabase, ask, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page: AuditEntry[]) =>
      page.length < trailPageSize ? undefined : (page.at(-1)?.id ?? undefined),
  });
}

const downloadPageSize = 1000;

/**
 * Every entry an ask names, newest first, up to `cap`, read a page at a time; `onProgress`
 * hears how many are in so far. `capped` says the trail had more than the cap.
 */
export async function trailEntriesUpTo(
  supabase: Supabase,
  ask: TrailAsk,
  cap: number,
  onProgress: (count: number) => void,
): Promise<{ entries: AuditEntry[]; capped: boolean }> {
  const entries: AuditEntry[] = [];
  let before: number | null = null;
  for (;;) {
    // One more than the cap is asked for, to know whether the trail goes on past it.
    const size = Math.min(downloadPageSize, cap + 1 - entries.length);
    const page = await trailPage(supabase, ask, before, size);
    entries.push(...page);
    onProgress(Math.min(entries.length, cap));
    if (entries.length > cap) return { entries: entries.slice(0, cap), capped: true };
    const last = page.at(-1);
    if (page.length < size || last === undefined) return { entries, capped: false };
    before = last.id;
  }
}
