/**
 * A token bucket: `perSecond` units come back each second, up to `burst` held at once. A
 * client's events, bytes and joins are each spent from one, so that a short burst (a reconnect
 * rejoining every channel) passes and a steady flood does not.
 */
export class RateBudget {
  readonly #perMs: number;
  readonly #burst: number;
  #left: number;
  #at: number;

  constructor(perSecond: number, burst = perSecond, now = performance.now()) {
    this.#perMs = perSecond / 1000;
    this.#burst = burst;
    this.#left = burst;
    this.#at = now;
  }

  /** Spends `amount` if that much is left; false (nothing spent) when it is not. */
  take(amount = 1, now = performance.now()): boolean {
    this.#left = Math.min(this.#burst, this.#left + (now - this.#at) * this.#perMs);
    this.#at = now;
    if (amount > this.#left) return false;
    this.#left -= amount;
    return true;
  }
}
