import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Database } from '@/database.types';
import { openLiveChannel } from './live-channel';
import { staleBatch } from './stale-batch';

export type LiveRow = Record<string, unknown>;
export type LiveChange = RealtimePostgresChangesPayload<LiveRow>;

/**
 * What a screen listens to, and which of its queries each change makes stale. `stale` is
 * called without a change after a reconnection, when changes may have been missed: it then
 * answers everything the source covers.
 */
export type LiveSource =
  | {
      table: keyof Database['public']['Tables'];
      /** A postgres_changes filter, e.g. `tenant_id=eq.<id>`; row-level security applies anyway. */
      filter?: string;
      stale: (change?: LiveChange) => QueryKey[];
    }
  | { broadcast: string; stale: (payload?: LiveRow) => QueryKey[] };

/** Pause after the last change before the screen refetches. */
const settleMs = 150;

/**
 * Keeps a screen's queries fresh while it is open: each change on the channel `topic` marks
 * the queries its source names stale, and TanStack Query refetches the ones on screen. The
 * channel is opened anew when `sources` changes, so callers keep them in a `useMemo`.
 */
export function useLiveUpdates(topic: string | null, sources: LiveSource[]) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();

  useEffect(() => {
    if (topic === null) return;
    const batch = staleBatch({
      delayMs: settleMs,
      busy: () => queryClient.isMutating() > 0,
      flush: (keys) => {
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      },
    });
    let subscribedBefore = false;
    const close = openLiveChannel(
      supabase,
      topic,
      { config: {} },
      (channel) => {
        for (const source of sources) {
          if ('table' in source) {
            const binding = { event: '*' as const, schema: 'public', table: source.table };
            channel.on<LiveRow>(
              'postgres_changes',
              source.filter ? { ...binding, filter: source.filter } : binding,
              (change) => batch.add(source.stale(change)),
            );
          } else {
            channel.on('broadcast', { event: source.broadcast }, ({ payload }) =>
              batch.add(source.stale(payload as LiveRow)),
            );
          }
        }
      },
      (status) => {
        if (status !== 'SUBSCRIBED') return;
        if (subscribedBefore) for (const source of sources) batch.add(source.stale());
        subscribedBefore = true;
      },
    );
    return () => {
      close();
      batch.stop();
    };
  }, [supabase, queryClient, topic, sources]);
}
