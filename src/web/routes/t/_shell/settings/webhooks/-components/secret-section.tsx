import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CopyLinkButton } from '@/components/copy-link-button';
import { notifyFailed } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { webhookEndpointSecret } from '@/features/webhooks/mutations';
import type { WebhookEndpoint } from '@/features/webhooks/queries';
import { useEndpointActions } from '@/features/webhooks/use-endpoint-actions';

/**
 * The signing secret: hidden until "Show secret" asks the database for it, then shown with
 * "Copy secret"; "Rotate secret" after a confirmation, the new one shown at once. While the
 * previous secret still signs (the view shows its expiry only until then), it says until when.
 */
export function SecretSection({ endpoint }: { endpoint: WebhookEndpoint }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { rotate } = useEndpointActions(endpoint);
  const [secret, setSecret] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const previousUntil = endpoint.previous_secret_expires_at;

  const show = async () => {
    setAsking(true);
    try {
      setSecret(await webhookEndpointSecret(supabase, endpoint.id ?? ''));
    } catch (error) {
      notifyFailed(error, t({ id: 'webhooks.secretNotShown' }));
    } finally {
      setAsking(false);
    }
  };

  return (
    <Stack gap="md" component="section" aria-label={t({ id: 'webhooks.secretTitle' })}>
      <SectionHeader title={t({ id: 'webhooks.secretTitle' })}>
        {t({ id: 'webhooks.secretIntro' })}
      </SectionHeader>
      {secret === null ? (
        <Text size="sm">{t({ id: 'webhooks.secretHidden' })}</Text>
      ) : (
        <Code block dir="ltr" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
      )}
      {previousUntil ? (
        <Text size="sm" c="dimmed">
          {t(
            { id: 'webhooks.previousSecret' },
            { when: formatDateTime(previousUntil, tenant.time_zone, intl.locale) },
          )}
        </Text>
      ) : null}
      <Group gap="sm">
        {secret === null ? (
          <Button variant="default" loading={asking} onClick={() => void show()}>
            {t({ id: 'webhooks.showSecret' })}
          </Button>
        ) : (
          <>
            <Button variant="default" onClick={() => setSecret(null)}>
              {t({ id: 'webhooks.hideSecret' })}
            </Button>
            <CopyLinkButton value={secret} label={t({ id: 'webhooks.copySecret' })} />
          </>
        )}
        <Button variant="subtle" color="red" onClick={() => rotate(setSecret)}>
          {t({ id: 'webhooks.rotate' })}
        </Button>
      </Group>
    </Stack>
  );
}
