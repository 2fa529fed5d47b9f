import { RateBudget } from './rate-budget.ts';
import type { RealtimeLimits } from './realtime-limits.ts';

/** The join error of a join past the rate, as Realtime words it (reference/realtime.md §6.3). */
export const joinRateReason = 'ClientJoinRateLimitReached: Too many joins per second';

/**
 * What one socket may still send (realtime-limits.ts): its bytes, checked before a message is
 * decoded; then its joins, or, for every other frame (pings and undecodable ones too), its
 * events. Each answer is undefined, or why the socket is closed.
 */
export class SocketBudgets {
  readonly #bytes: RateBudget;
  readonly #joins: RateBudget;
  readonly #events: RateBudget;

  constructor(
    limits: Pick<
      RealtimeLimits,
      | 'bytesPerSecond'
      | 'maxFrameBytes'
      | 'joinsPerSecond'
      | 'channelsPerSocket'
      | 'eventsPerSecond'
    >,
    now = performance.now(),
  ) {
    // Any frame the socket takes fits in the bytes budget, and a new socket may rejoin all its
    // channels at once: realtime-js does so after every reconnect.
    const bytesBurst = Math.max(limits.bytesPerSecond, limits.maxFrameBytes);
    this.#bytes = new RateBudget(limits.bytesPerSecond, bytesBurst, now);
    const joinsBurst = Math.max(limits.joinsPerSecond, limits.channelsPerSocket);
    this.#joins = new RateBudget(limits.joinsPerSecond, joinsBurst, now);
    this.#events = new RateBudget(limits.eventsPerSecond, limits.eventsPerSecond, now);
  }

  message(bytes: number, now = performance.now()): string | undefined {
    return this.#bytes.take(bytes, now) ? undefined : 'Too many bytes per second';
  }

  frame(isJoin: boolean, now = performance.now()): string | undefined {
    if (isJoin) return this.#joins.take(1, now) ? undefined : 'Too many joins per second';
    return this.#events.take(1, now) ? undefined : 'Too many messages per second';
  }
}
