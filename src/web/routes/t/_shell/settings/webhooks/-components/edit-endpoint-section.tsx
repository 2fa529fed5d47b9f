import { Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { webhookEvents } from '@shared/webhook-events.ts';
import { EndpointForm } from '@/features/webhooks/endpoint-form';
import type { WebhookEndpoint } from '@/features/webhooks/queries';
import { useEndpointActions } from '@/features/webhooks/use-endpoint-actions';

/** The endpoint's address, description and events, to change. */
export function EditEndpointSection({ endpoint }: { endpoint: WebhookEndpoint }) {
  const intl = useIntl();
  const { current, save } = useEndpointActions(endpoint);
  return (
    <Stack gap="md">
      <Title order={2} id="edit-webhook-endpoint">
        {intl.formatMessage({ id: 'webhooks.editTitle' })}
      </Title>
      <EndpointForm
        events={webhookEvents}
        initial={current}
        submitLabel={intl.formatMessage({ id: 'webhooks.save' })}
        failedTitle={intl.formatMessage({ id: 'webhooks.notSaved' })}
        labelledBy="edit-webhook-endpoint"
        onSubmit={save}
      />
    </Stack>
  );
}
