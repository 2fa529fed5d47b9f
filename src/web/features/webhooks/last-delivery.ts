import type { Words } from '@shared/i18n/words.ts';
import { formatDateTime } from '@/features/tenancy/format-time';

/** The last delivery's time and status code, or that nothing was sent yet. */
export function lastDeliveryText(
  endpoint: { last_delivery_at: string | null; last_status: number | null },
  zone: string,
  words: Words,
): string {
  if (!endpoint.last_delivery_at) return words.formatMessage({ id: 'webhooks.nothingSent' });
  const when = formatDateTime(endpoint.last_delivery_at, zone, words.locale);
  return endpoint.last_status === null
    ? words.formatMessage({ id: 'webhooks.lastDeliveryNoStatus' }, { when })
    : words.formatMessage({ id: 'webhooks.lastDelivery' }, { when, status: endpoint.last_status });
}
