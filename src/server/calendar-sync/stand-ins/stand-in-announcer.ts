import type { Logger } from 'pino';
import type { OAuthProvider } from '../oauth/provider-endpoints.ts';
import type { StandInStore, StoredChannel } from './stand-in-store.ts';

/** Sends a request into the server's own routes (app.fetch). */
export type SendRequest = (request: Request) => Promise<Response>;

/**
 * Announces a change of a stand-in calendar on its open channels, as the providers do: Google
 * POSTs an empty body with the channel in X-Goog-* headers; Microsoft POSTs a change
 * notification naming the subscription with its clientState. Sent after the request that made
 * the change has answered (to the address's path, through the server's own routes), and not
 * retried: a provider's notification is a hint, and the sync's poll catches what one misses.
 */
export class StandInAnnouncer {
  readonly #pending = new Set<Promise<void>>();
  readonly #send: SendRequest;
  readonly #store: StandInStore;
  readonly #logger: Logger;
  #messageNumber = 1;

  constructor(send: SendRequest, store: StandInStore, logger: Logger) {
    this.#send = send;
    this.#store = store;
    this.#logger = logger;
  }

  changed(provider: OAuthProvider, owner: string, calendarId: string): void {
    const run = (async () => {
      for (const channel of await this.#store.channels(owner, calendarId)) {
        await this.#announce(provider, channel, calendarId);
      }
    })()
      .catch((error: unknown) => this.#logger.warn({ err: error }, 'stand-in announcement failed'))
      .finally(() => this.#pending.delete(run));
    this.#pending.add(run);
  }

  /** Resolves once every announcement started so far has been sent (tests, and stopping). */
  async drain(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  async #announce(provider: OAuthProvider, channel: StoredChannel, calendarId: string) {
    const request =
      provider === 'google'
        ? new Request(channel.address, {
            method: 'POST',
            headers: {
              'X-Goog-Channel-ID': channel.id,
              ...(channel.token === null ? {} : { 'X-Goog-Channel-Token': channel.token }),
              'X-Goog-Channel-Expiration': channel.expires_at.toUTCString(),
              'X-Goog-Resource-ID': `resource-${channel.id}`,
              'X-Goog-Resource-State': 'exists',
              'X-Goog-Message-Number': String((this.#messageNumber += 1)),
            },
          })
        : new Request(channel.address, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              value: [
                {
                  subscriptionId: channel.id,
                  clientState: channel.token,
                  changeType: 'updated',
                  resource: `me/calendars/${calendarId}/events`,
                  subscriptionExpirationDateTime: channel.expires_at.toISOString(),
                },
              ],
            }),
          });
    const response = await this.#send(request);
    await response.body?.cancel();
  }
}
