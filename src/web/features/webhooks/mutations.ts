import type { Supabase } from '@/supabase';
import { dataOf } from '../data/data-error';

// Changes of webhook endpoints, each a database function (db/functions/public/*webhook*.sql)
// that owners and admins of the endpoint's business may call, refusing with the codes the
// form shows beside its fields (refusal-field.ts).

/** What the endpoint form gives: the address, the events wanted, and a description. */
export interface EndpointChoice {
  url: string;
  events: string[];
  description: string;
}

/** Adds an endpoint, on at once; answers its id. */
export function createWebhookEndpoint(
  supabase: Supabase,
  tenantId: string,
  choice: EndpointChoice,
) {
  return dataOf(
    supabase.rpc('create_webhook_endpoint', {
      tenant_id: tenantId,
      url: choice.url,
      events: choice.events,
      description: choice.description,
    }),
  );
}

/** Changes an endpoint; turning it on again clears its failing state. */
export function updateWebhookEndpoint(
  supabase: Supabase,
  endpointId: string,
  choice: EndpointChoice & { enabled: boolean },
) {
  return dataOf(supabase.rpc('update_webhook_endpoint', { endpoint_id: endpointId, ...choice }));
}

export function deleteWebhookEndpoint(supabase: Supabase, endpointId: string) {
  return dataOf(supabase.rpc('delete_webhook_endpoint', { endpoint_id: endpointId }));
}

/** The endpoint's signing secret (whsec_…), read only when the reader asks to see it. */
export function webhookEndpointSecret(supabase: Supabase, endpointId: string) {
  return dataOf(supabase.rpc('webhook_endpoint_secret', { endpoint_id: endpointId }));
}

/** A new secret, answered; the previous one keeps signing for 24 hours. */
export function rotateWebhookSecret(supabase: Supabase, endpointId: string) {
  return dataOf(supabase.rpc('rotate_webhook_secret', { endpoint_id: endpointId }));
}

/** Queues a test ping to the endpoint; answers the delivery's id. */
export function sendWebhookTest(supabase: Supabase, endpointId: string) {
  return dataOf(supabase.rpc('send_webhook_test', { endpoint_id: endpointId }));
}

/** Queues the delivery's event again to its endpoint, with the same message id. */
export function resendWebhookDelivery(supabase: Supabase, deliveryId: string) {
  return dataOf(supabase.rpc('resend_webhook_delivery', { delivery_id: deliveryId }));
}
