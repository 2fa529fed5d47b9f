/**
 * How long TanStack Query waits before retrying a failed query (SPEC.md section 9: exponential
 * backoff capped at 30 seconds). `failureIndex` is 0 before the first retry: 1 s, 2 s, 4 s, ...
 */
export function queryRetryDelay(failureIndex: number): number {
  return Math.min(1000 * 2 ** failureIndex, 30_000);
}

/** SPEC.md section 9: three retries. */
export const queryRetries = 3;

/**
 * Whether a failed query is tried again: up to three times, but never after a 4xx. A refusal
 * (a malformed id, a missing right, a rule) gives the same answer every time, so retrying it
 * only keeps the screen blank for the length of the backoff.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < queryRetries;
}
