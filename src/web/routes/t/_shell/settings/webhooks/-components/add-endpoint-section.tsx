import { Button, Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { webhookEvents } from '@shared/webhook-events.ts';
import { notifySaved } from '@/components/notify';
import { useMembership } from '@/features/tenancy/use-tenant';
import { EndpointForm } from '@/features/webhooks/endpoint-form';
import { createWebhookEndpoint } from '@/features/webhooks/mutations';
import { webhookKeys } from '@/features/webhooks/queries';

const noChoice = { url: '', description: '', events: [] };

/**
 * "Add endpoint", which opens the form with the address field focused; Cancel or Escape closes
 * it and gives the focus back to the button. An added endpoint opens its own page, where its
 * secret and the test ping are.
 */
export function AddEndpointSection() {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { tenant } = useMembership();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLInputElement>('input[name="url"]')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    // The button is back once the form is gone.
    window.setTimeout(() => opener.current?.focus());
  };

  if (!open)
    return (
      <Button ref={opener} onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage({ id: 'webhooks.add' })}
      </Button>
    );

  return (
    <Paper withBorder p="md" radius="md" ref={panel}>
      <Stack gap="md">
        <Title order={2} size="h3" id="add-webhook-endpoint">
          {intl.formatMessage({ id: 'webhooks.addTitle' })}
        </Title>
        <EndpointForm
          events={webhookEvents}
          initial={noChoice}
          submitLabel={intl.formatMessage({ id: 'webhooks.add' })}
          failedTitle={intl.formatMessage({ id: 'webhooks.notAdded' })}
          labelledBy="add-webhook-endpoint"
          onCancel={close}
          onSubmit={async (choice) => {
            const endpointId = await createWebhookEndpoint(supabase, tenant.id, choice);
            await queryClient.invalidateQueries({ queryKey: webhookKeys.tenant(tenant.id) });
            notifySaved(intl.formatMessage({ id: 'webhooks.added' }));
            await navigate({ to: '/t/settings/webhooks/$endpointId', params: { endpointId } });
          }}
        />
      </Stack>
    </Paper>
  );
}
