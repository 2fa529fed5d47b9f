import {
  Alert,
  Button,
  Code,
  Group,
  PasswordInput,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { CopyLinkButton } from '@/components/copy-link-button';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import { connectPayments, type PaymentConnection } from '@/features/payments/mutations';
import { paymentKeys, type PaymentSettings } from '@/features/payments/queries';
import { formatDay } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';

type Provider = PaymentConnection['provider'];

/** Where the business's card payments go, and (owners) connecting it again or anew. */
export function PaymentProviderSection({
  settings,
  owner,
}: {
  settings: PaymentSettings | null;
  owner: boolean;
}) {
  const { supabase, apiUrl, testPayments } = useRouteContext({
    from: '__root__',
    select: (context) => ({
      supabase: context.supabase,
      apiUrl: context.config.supabaseUrl,
      testPayments: context.config.testPayments === true,
    }),
  });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const [provider, setProvider] = useState<Provider>(
    settings?.provider === 'stripe' || !testPayments ? 'stripe' : 'test',
  );
  const [saving, setSaving] = useState(false);
  const webhookUrl = `${apiUrl}/payments/v1/webhooks/${tenant.id}`;

  const connect = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    const connection: PaymentConnection =
      provider === 'test'
        ? { provider }
        : {
            provider,
            secret_key: field('secret_key'),
            publishable_key: field('publishable_key'),
            webhook_secret: field('webhook_secret'),
          };
    setSaving(true);
    try {
      await connectPayments(supabase, apiUrl, tenant.id, connection);
      await queryClient.invalidateQueries({ queryKey: paymentKeys.settings(tenant.id) });
      notifySaved(
        provider === 'test'
          ? 'Connected to the test provider: clients can try paying, and no real money moves.'
          : 'Connected to your Stripe account.',
      );
    } catch (error) {
      notifyFailed(error, 'Not connected');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <SectionHeader title="Card payments">
        Clients pay into the business’s own Stripe account.
        {testPayments
          ? ' Until you connect one, the embedded test provider lets you and your clients try every payment with test cards.'
          : null}
      </SectionHeader>
      {settings === null ? (
        <Alert color="blue" variant="light" title="Not connected">
          Clients pay at the desk until {tenant.name} connects a payment provider.
        </Alert>
      ) : (
        <Alert color="blue" variant="light" title={providerTitle(settings)}>
          <Text size="sm">{connectionText(settings)}</Text>
        </Alert>
      )}
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Webhook endpoint (add it in your Stripe dashboard, for payment intents and charges)
        </Text>
        <Group gap="sm">
          <Code style={{ overflowWrap: 'anywhere' }}>{webhookUrl}</Code>
          <CopyLinkButton value={webhookUrl} label="Copy address" size="xs" />
        </Group>
      </Stack>
      {owner ? (
        <form onSubmit={(event) => void connect(event)}>
          <Stack gap="md" maw={560}>
            {testPayments ? (
              <Radio.Group
                label="Provider"
                value={provider}
                onChange={(value) => setProvider(value === 'stripe' ? 'stripe' : 'test')}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="test" label="Test provider: test cards only, no real money" />
                  <Radio value="stripe" label="Stripe: your own account’s keys" />
                </Stack>
              </Radio.Group>
            ) : null}
            {provider === 'stripe' ? (
              <>
                <PasswordInput
                  name="secret_key"
                  label="Secret key"
                  description="sk_… or a restricted rk_… key"
                  required
                  autoComplete="off"
                />
                <TextInput
                  name="publishable_key"
                  label="Publishable key"
                  description="pk_…"
                  required
                  autoComplete="off"
                />
                <PasswordInput
                  name="webhook_secret"
                  label="Webhook signing secret"
                  description="whsec_…, shown for the endpoint above"
                  required
                  autoComplete="off"
                />
              </>
            ) : null}
            <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
              {settings === null ? 'Connect' : 'Connect again'}
            </Button>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}

/** "Connected on Thursday, 26 November 2026, publishable key pk_test_51Ho…." */
function connectionText({ connected_at, publishable_key }: PaymentSettings): string {
  const when = connected_at ? ` on ${formatDay(connected_at.slice(0, 10))}` : '';
  const key = publishable_key ? `, publishable key ${publishable_key.slice(0, 12)}…` : '';
  return `Connected${when}${key}.`;
}

function providerTitle(settings: PaymentSettings): string {
  if (settings.provider !== 'stripe') return 'Connected to the test provider';
  return settings.publishable_key?.startsWith('pk_live_')
    ? 'Connected to Stripe (live)'
    : 'Connected to Stripe (test mode)';
}
