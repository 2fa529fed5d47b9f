/** The form's fields a refusal can be about. */
export type EndpointField = 'url' | 'events';

/**
 * Which field of the endpoint form a refusal is about (the contract's codes), so its words
 * show beside that field; null for one about none (too many endpoints, not allowed).
 */
export function endpointFieldOf(code: string): EndpointField | null {
  if (code === 'invalid_webhook_url' || code === 'webhook_address_not_allowed') return 'url';
  if (code === 'no_webhook_events' || code === 'unknown_webhook_event') return 'events';
  return null;
}
