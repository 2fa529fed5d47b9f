import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { SectionHeader } from '@/components/section-header';
import type { WebhookEndpoint } from '@/features/webhooks/queries';
import { useEndpointActions } from '@/features/webhooks/use-endpoint-actions';

/** "Delete endpoint", after a confirmation that says its log goes with it. */
export function DeleteEndpointSection({ endpoint }: { endpoint: WebhookEndpoint }) {
  const intl = useIntl();
  const { remove } = useEndpointActions(endpoint);
  return (
    <>
      <SectionHeader title={intl.formatMessage({ id: 'webhooks.deleteTitle' })}>
        {intl.formatMessage({ id: 'webhooks.deleteIntro' })}
      </SectionHeader>
      <Button color="red" variant="light" onClick={remove} style={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage({ id: 'webhooks.delete' })}
      </Button>
    </>
  );
}
