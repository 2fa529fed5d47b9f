/**
 * How many sockets each address (addressKey) holds, refusing one more past `max`. An address
 * is forgotten when its last socket closes, so the map holds only addresses with open sockets.
 */
export class SocketsPerAddress {
  readonly #open = new Map<string, number>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  /** Counts one more socket of the address; false (not counted) when it holds `max` already. */
  take(address: string): boolean {
    const open = this.#open.get(address) ?? 0;
    if (open >= this.#max) return false;
    this.#open.set(address, open + 1);
    return true;
  }

  release(address: string): void {
    const open = this.#open.get(address) ?? 0;
    if (open <= 1) this.#open.delete(address);
    else this.#open.set(address, open - 1);
  }

  /** The addresses with open sockets. */
  get addresses(): number {
    return this.#open.size;
  }
}
