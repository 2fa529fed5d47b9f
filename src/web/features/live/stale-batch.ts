import type { QueryKey } from '@tanstack/react-query';

/**
 * Gathers the query keys that live changes make stale and hands them over together, once the
 * changes have paused for `delayMs`: a burst (a whole class checked in, a waitlist moving up)
 * refetches each screen's data once. While `busy()` says a change of this screen's own is still
 * on its way (an optimistic check-in), the hand-over waits, so a refetch never overwrites a mark
 * the server has not answered yet.
 */
export interface StaleBatch {
  add(keys: readonly QueryKey[]): void;
  /** Drops what is waiting; nothing is handed over after this. */
  stop(): void;
}

export function staleBatch(options: {
  delayMs: number;
  busy: () => boolean;
  flush: (keys: QueryKey[]) => void;
}): StaleBatch {
  const waiting = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(handOver, options.delayMs);
  };
  function handOver() {
    if (options.busy()) return schedule();
    const keys = [...waiting.values()];
    waiting.clear();
    timer = undefined;
    if (keys.length > 0) options.flush(keys);
  }

  return {
    add(keys) {
      for (const key of keys) waiting.set(JSON.stringify(key), key);
      if (waiting.size > 0) schedule();
    },
    stop() {
      clearTimeout(timer);
      waiting.clear();
    },
  };
}
