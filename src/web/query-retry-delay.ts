/**
 * How long TanStack Query waits before retrying a failed query (SPEC.md section 9: exponential
 * backoff capped at 30 seconds). `failureIndex` is 0 before the first retry: 1 s, 2 s, 4 s, ...
 */
export function queryRetryDelay(failureIndex: number): number {
  return Math.min(1000 * 2 ** failureIndex, 30_000);
}
