import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { PagedList } from '@/components/paged-list';
import { SectionHeader } from '@/components/section-header';
import { isolate } from '@/features/registration/bidi';
import { useMembership } from '@/features/tenancy/use-tenant';
import { deliveryColumns } from '@/features/webhooks/delivery-columns';
import { resendWebhookDelivery } from '@/features/webhooks/mutations';
import {
  deliveriesPageSize,
  webhookDeliveriesQuery,
  webhookKeys,
  type WebhookEndpoint,
} from '@/features/webhooks/queries';
import { useEndpointActions } from '@/features/webhooks/use-endpoint-actions';

/**
 * The endpoint's deliveries, newest first, a page at a time, each with its payload and "Send
 * again"; "Send test event" above them. Read again every few seconds while one is on its way.
 */
export function DeliveryLogSection({
  endpoint,
  page,
  onPage,
}: {
  endpoint: WebhookEndpoint;
  page: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const endpointId = endpoint.id ?? '';
  const list = useQuery(webhookDeliveriesQuery(supabase, tenant.id, endpointId, page));
  const { sendTest } = useEndpointActions(endpoint);
  const [testing, setTesting] = useState(false);
  const resend = useMutation({
    mutationFn: (deliveryId: string) => resendWebhookDelivery(supabase, deliveryId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: webhookKeys.tenant(tenant.id) });
      onPage(1);
      notifySaved(t({ id: 'webhooks.resent' }));
    },
    onError: (error) => notifyFailed(error, t({ id: 'webhooks.notResent' })),
  });

  return (
    <Stack gap="md" component="section" aria-label={t({ id: 'webhooks.logTitle' })}>
      <SectionHeader title={t({ id: 'webhooks.logTitle' })}>
        {t({ id: 'webhooks.logIntro' })}
      </SectionHeader>
      <Group gap="sm" align="center">
        <Button
          variant="light"
          loading={testing}
          onClick={() => {
            setTesting(true);
            void sendTest()
              .then(() => onPage(1))
              .finally(() => setTesting(false));
          }}
        >
          {t({ id: 'webhooks.sendTest' })}
        </Button>
        <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
          {t({ id: 'webhooks.testIntro' })}
        </Text>
      </Group>
      <PagedList
        noun={{ one: t({ id: 'webhooks.deliveryOne' }), many: t({ id: 'webhooks.deliveryMany' }) }}
        query={list}
        page={page}
        pageSize={deliveriesPageSize}
        onPage={onPage}
        filtered={false}
        empty={{ none: t({ id: 'webhooks.logEmpty' }), unmatched: t({ id: 'webhooks.logEmpty' }) }}
        rows={{
          label: t({ id: 'webhooks.logLabel' }, { url: isolate(endpoint.url ?? '', intl) }),
          rowKey: (delivery) => delivery.id ?? '',
          columns: deliveryColumns(
            tenant.time_zone,
            {
              pendingId: resend.isPending ? resend.variables : undefined,
              onResend: (id) => resend.mutate(id),
            },
            intl,
          ),
        }}
      />
    </Stack>
  );
}
