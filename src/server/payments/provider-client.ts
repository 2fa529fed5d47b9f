import Stripe from 'stripe';
import type { OpenAccount } from './payment-accounts.ts';
import type { SendRequest } from './test-provider/webhook-sender.ts';

/**
 * The stripe SDK for a business's account: Stripe itself with the business's own key, or the
 * embedded test provider, which the SDK reaches in-process through the server's own routes
 * (`/v1/...`): the SDK's request building, retries and error types all run as they do against
 * Stripe, with no port to know and no network hop.
 */
export function providerClient(account: OpenAccount, send: SendRequest): Stripe {
  if (account.provider === 'stripe') {
    return new Stripe(account.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  }
  return new Stripe(account.secretKey, {
    host: 'test-provider.internal',
    protocol: 'http',
    port: 80,
    maxNetworkRetries: 0,
    httpClient: Stripe.createFetchHttpClient((url, init) => send(new Request(url, init))),
  });
}
