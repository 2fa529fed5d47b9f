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
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
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
  const intl = useIntl();
  const { formatMessage } = intl;
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
          ? formatMessage({ id: 'settings.connectedTest' })
          : formatMessage({ id: 'settings.connectedStripe' }),
      );
    } catch (error) {
      notifyFailed(error, formatMessage({ id: 'settings.connectFailed' }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <SectionHeader title={formatMessage({ id: 'settings.cardPaymentsTitle' })}>
        {testPayments
          ? formatMessage({ id: 'settings.cardPaymentsIntroWithTest' })
          : formatMessage({ id: 'settings.cardPaymentsIntro' })}
      </SectionHeader>
      {settings === null ? (
        <Alert
          color="blue"
          variant="light"
          title={formatMessage({ id: 'settings.notConnectedTitle' })}
        >
          <FormattedMessage id="settings.notConnectedText" values={{ business: tenant.name }} />
        </Alert>
      ) : (
        <Alert color="blue" variant="light" title={providerTitle(settings, intl)}>
          <Text size="sm">{connectionText(settings, intl)}</Text>
        </Alert>
      )}
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          <FormattedMessage id="settings.webhookEndpoint" />
        </Text>
        <Group gap="sm">
          <Code style={{ overflowWrap: 'anywhere' }}>{webhookUrl}</Code>
          <CopyLinkButton
            value={webhookUrl}
            label={formatMessage({ id: 'settings.copyAddress' })}
            size="xs"
          />
        </Group>
      </Stack>
      {owner ? (
        <form onSubmit={(event) => void connect(event)}>
          <Stack gap="md" maw={560}>
            {testPayments ? (
              <Radio.Group
                label={formatMessage({ id: 'settings.provider' })}
                value={provider}
                onChange={(value) => setProvider(value === 'stripe' ? 'stripe' : 'test')}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="test" label={formatMessage({ id: 'settings.testProvider' })} />
                  <Radio value="stripe" label={formatMessage({ id: 'settings.stripeProvider' })} />
                </Stack>
              </Radio.Group>
            ) : null}
            {provider === 'stripe' ? (
              <>
                <PasswordInput
                  name="secret_key"
                  label={formatMessage({ id: 'settings.secretKey' })}
                  description={formatMessage({ id: 'settings.secretKeyHint' })}
                  required
                  autoComplete="off"
                />
                <TextInput
                  name="publishable_key"
                  label={formatMessage({ id: 'settings.publishableKey' })}
                  description={formatMessage({ id: 'settings.publishableKeyHint' })}
                  required
                  autoComplete="off"
                />
                <PasswordInput
                  name="webhook_secret"
                  label={formatMessage({ id: 'settings.webhookSecret' })}
                  description={formatMessage({ id: 'settings.webhookSecretHint' })}
                  required
                  autoComplete="off"
                />
              </>
            ) : null}
            <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
              {settings === null
                ? formatMessage({ id: 'settings.connect' })
                : formatMessage({ id: 'settings.connectAgain' })}
            </Button>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}

type Words = Pick<IntlShape, 'locale' | 'formatMessage'>;

/** "Connected on Thursday, 26 November 2026, publishable key pk_test_51Ho…." */
function connectionText(
  { connected_at, publishable_key }: PaymentSettings,
  { locale, formatMessage }: Words,
): string {
  const day = connected_at ? formatDay(connected_at.slice(0, 10), locale) : null;
  const key = publishable_key ? publishable_key.slice(0, 12) : null;
  if (day !== null && key !== null) {
    return formatMessage({ id: 'settings.connectedOnWithKey' }, { day, key });
  }
  if (day !== null) return formatMessage({ id: 'settings.connectedOn' }, { day });
  if (key !== null) return formatMessage({ id: 'settings.connectedWithKey' }, { key });
  return formatMessage({ id: 'settings.connected' });
}

function providerTitle(settings: PaymentSettings, { formatMessage }: Words): string {
  if (settings.provider !== 'stripe')
    return formatMessage({ id: 'settings.connectedToTestProvider' });
  return settings.publishable_key?.startsWith('pk_live_')
    ? formatMessage({ id: 'settings.connectedToStripeLive' })
    : formatMessage({ id: 'settings.connectedToStripeTest' });
}
