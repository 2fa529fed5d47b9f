import { reachableAddress, type AddressPolicy } from '../http/outbound-address.ts';
import { outboundFetch, refusedAddress } from '../http/outbound-fetch.ts';
import { signatureHeaders } from './signature-headers.ts';

/** A claimed delivery (webhooks.claim_deliveries). */
export interface ClaimedDelivery {
  tenant_id: string;
  id: string;
  endpoint_id: string;
  attempt: number;
  message_id: string;
  url: string;
  secrets: string[];
  body: string;
}

/** What one attempt came to: a 2xx answer is delivered, anything else is an error code. */
export interface AttemptOutcome {
  at: Date;
  status: number | null;
  error: 'timeout' | 'connection_failed' | 'address_not_allowed' | 'http_status' | null;
  durationMs: number;
}

const timeoutMs = 15_000;

/**
 * Posts one delivery, signed. The address is checked again first (a name may have been pointed
 * inside since the endpoint was saved), and the connection once more as it is made; redirects are not followed (one could lead inside too)
 * and count as a failed answer; the answer's body is not read.
 */
export async function sendDelivery(
  delivery: ClaimedDelivery,
  policy: AddressPolicy,
): Promise<AttemptOutcome> {
  const at = new Date();
  const outcome = (status: number | null, error: AttemptOutcome['error']): AttemptOutcome => ({
    at,
    status,
    error,
    durationMs: Date.now() - at.getTime(),
  });
  const url = await reachableAddress(delivery.url, policy);
  if (url === null) return outcome(null, 'address_not_allowed');
  try {
    const response = await outboundFetch(policy)(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'booking-webhooks/1',
        ...signatureHeaders(delivery.message_id, delivery.secrets, delivery.body, at),
      },
      body: delivery.body,
    });
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    return outcome(response.status, ok ? null : 'http_status');
  } catch (error) {
    if (refusedAddress(error)) return outcome(null, 'address_not_allowed');
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return outcome(null, timedOut ? 'timeout' : 'connection_failed');
  }
}
