import { Group, Switch } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EndpointStateBadge } from '@/features/webhooks/endpoint-state-badge';
import type { WebhookEndpoint } from '@/features/webhooks/queries';
import { useEndpointActions } from '@/features/webhooks/use-endpoint-actions';

/** The endpoint's state in words, and the switch that turns it on or off. */
export function EndpointStateSection({ endpoint }: { endpoint: WebhookEndpoint }) {
  const intl = useIntl();
  const { setEnabled } = useEndpointActions(endpoint);
  const [saving, setSaving] = useState(false);
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <EndpointStateBadge endpoint={endpoint} />
      <Switch
        label={intl.formatMessage({ id: 'webhooks.enabled' })}
        checked={endpoint.enabled ?? false}
        disabled={saving}
        onChange={(event) => {
          const enabled = event.currentTarget.checked;
          setSaving(true);
          void setEnabled(enabled).finally(() => setSaving(false));
        }}
      />
    </Group>
  );
}
