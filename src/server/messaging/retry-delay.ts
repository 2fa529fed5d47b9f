export interface RetryPolicy {
  /** The wait before the second attempt, in ms; each later one doubles it. */
  baseMs: number;
  /** The longest wait, in ms. */
  capMs: number;
  /** Attempts in all, the first included; then the message fails. */
  maxAttempts: number;
}

/** Defaults: 30 s, 1 min, 2 min … up to an hour between tries, 8 tries in about three hours. */
export const defaultRetryPolicy: RetryPolicy = {
  baseMs: 30_000,
  capMs: 3_600_000,
  maxAttempts: 8,
};

/**
 * How long to wait after the attempt-th failed attempt, or null when it was the last. The
 * exponential wait is capped, then jittered between half and all of it, so messages that
 * failed together (a mail server that was down) do not all come back at the same instant.
 */
export function retryDelayMs(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number | null {
  if (attempt >= policy.maxAttempts) return null;
  const wait = Math.min(policy.capMs, policy.baseMs * 2 ** (attempt - 1));
  return Math.round(wait / 2 + (random() * wait) / 2);
}
