import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header of a webhook body as Stripe writes it: `t=<unix seconds>,
 * v1=<hex HMAC-SHA256 of "<t>.<body>" under the endpoint's signing secret>`. The embedded test
 * provider and the benchmark sign with it; the webhook route verifies with the stripe SDK.
 */
export function stripeSignatureHeader(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
