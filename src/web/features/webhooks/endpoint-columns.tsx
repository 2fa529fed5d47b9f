import { Text } from '@mantine/core';
import type { Words } from '@shared/i18n/words.ts';
import type { ListColumn } from '@/components/responsive-list';
import { TextLink } from '@/components/text-link';
import { EndpointStateBadge } from './endpoint-state-badge';
import { lastDeliveryText } from './last-delivery';
import type { WebhookEndpoint } from './queries';

/** The business's endpoints as rows: the address (to its page), what for, events, state, last. */
export function endpointColumns(zone: string, words: Words): ListColumn<WebhookEndpoint>[] {
  const t = words.formatMessage;
  return [
    {
      header: t({ id: 'webhooks.columnAddress' }),
      cell: (endpoint) => (
        <TextLink
          to="/t/settings/webhooks/$endpointId"
          params={{ endpointId: endpoint.id ?? '' }}
          dir="ltr"
          style={{ overflowWrap: 'anywhere' }}
        >
          {endpoint.url}
        </TextLink>
      ),
    },
    {
      header: t({ id: 'webhooks.columnDescription' }),
      cell: (endpoint) => endpoint.description ?? '',
    },
    {
      header: t({ id: 'webhooks.columnEvents' }),
      cell: (endpoint) => t({ id: 'webhooks.eventCount' }, { count: endpoint.events?.length ?? 0 }),
    },
    {
      header: t({ id: 'webhooks.columnState' }),
      cell: (endpoint) => <EndpointStateBadge endpoint={endpoint} />,
    },
    {
      header: t({ id: 'webhooks.columnLastDelivery' }),
      cell: (endpoint) => <Text size="sm">{lastDeliveryText(endpoint, zone, words)}</Text>,
    },
  ];
}
