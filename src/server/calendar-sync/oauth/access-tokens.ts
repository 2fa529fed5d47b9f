import type { TokenGrant } from './token-endpoint.ts';
import { statusOf } from './provider-failure.ts';

/** An access token is refreshed this long before it expires, so no call carries a stale one. */
const marginMs = 60_000;

/**
 * An account's access token: the one kept while it is valid, else a new one from its refresh
 * token, handed to `kept` (sealed for the next sync). A call refused 401 with a token believed
 * valid (revoked early, a clock apart) is made once more with a fresh one.
 */
export class AccessTokens {
  #current: { token: string; expiresAt: Date } | null;
  #refreshing: Promise<string> | null = null;
  readonly #refresh: () => Promise<TokenGrant>;
  readonly #kept: (token: string, expiresAt: Date) => Promise<void>;

  constructor(
    current: { token: string | null; expiresAt: Date | null },
    refresh: () => Promise<TokenGrant>,
    kept: (token: string, expiresAt: Date) => Promise<void>,
  ) {
    this.#current =
      current.token !== null && current.expiresAt !== null
        ? { token: current.token, expiresAt: current.expiresAt }
        : null;
    this.#refresh = refresh;
    this.#kept = kept;
  }

  async token(): Promise<string> {
    const current = this.#current;
    if (current !== null && current.expiresAt.getTime() - marginMs > Date.now())
      return current.token;
    return this.#renew();
  }

  /** Runs a call with the access token, and once more with a fresh one if it was refused 401. */
  async with<T>(call: (token: string) => Promise<T>): Promise<T> {
    const token = await this.token();
    try {
      return await call(token);
    } catch (error) {
      if (statusOf(error) !== 401) throw error;
      // Refreshed once, by whichever call was refused first.
      if (this.#current?.token === token) this.#current = null;
      return call(await this.token());
    }
  }

  /** One refresh at a time: calls waiting for a token share it. */
  #renew(): Promise<string> {
    this.#refreshing ??= (async () => {
      try {
        const grant = await this.#refresh();
        this.#current = { token: grant.accessToken, expiresAt: grant.expiresAt };
        await this.#kept(grant.accessToken, grant.expiresAt);
        return grant.accessToken;
      } finally {
        this.#refreshing = null;
      }
    })();
    return this.#refreshing;
  }
}
