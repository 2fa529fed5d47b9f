import { payForClient } from '../payments/pay-for-client.ts';
import type { ServerFunction } from './server-function.ts';

/**
 * `create-payment` (issue 21, point 4): opens a card payment for a client, as
 * POST /payments/v1/payments does (the client, or the team for the client), and answers its
 * client secret and publishable key.
 */
export function createPayment(services: Parameters<typeof payForClient>[0]): ServerFunction {
  return async ({ claims, body }) =>
    claims.role === 'authenticated'
      ? payForClient(services, claims, body)
      : { status: 401, body: { code: 'not_signed_in', message: 'Sign in to pay.' } };
}
