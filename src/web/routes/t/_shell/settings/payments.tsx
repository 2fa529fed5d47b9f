import { Alert, Divider, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { ScreenHeader } from '@/components/screen-header';
import { TextLink } from '@/components/text-link';
import { paymentSettingsQuery } from '@/features/payments/queries';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { PaymentOptionsForm } from './-components/payment-options-form';
import { PaymentProviderSection } from './-components/payment-provider-section';

// Settings › Payments (issue 20, point 6): the business's payment provider (its own Stripe
// keys, or the embedded test provider; docs/decisions/0037), which kinds of option clients must
// pay online, and whether fees may go to a saved card. Owners change it; admins read it.
export const Route = createFileRoute('/t/_shell/settings/payments')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      paymentSettingsQuery(context.supabase, context.membership.tenant.id),
    ),
  component: PaymentsSettings,
});

function PaymentsSettings() {
  const { formatMessage } = useIntl();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { tenant, role } = useMembership();
  const owner = may(role, 'manage_settings');
  const { data: settings } = useSuspenseQuery(paymentSettingsQuery(supabase, tenant.id));
  return (
    <>
      <ScreenHeader title={formatMessage({ id: 'settings.paymentsTitle' })}>
        <FormattedMessage
          id="settings.paymentsIntro"
          values={{
            business: tenant.name,
            link: (chunks) => <TextLink to="/t/settings">{chunks}</TextLink>,
          }}
        />
      </ScreenHeader>
      <Stack gap={48} maw={760}>
        {owner ? null : (
          <Alert
            color="blue"
            variant="light"
            title={formatMessage({ id: 'settings.paymentsOwnerOnlyTitle' })}
          >
            <FormattedMessage
              id="settings.paymentsOwnerOnlyText"
              values={{ business: tenant.name }}
            />
          </Alert>
        )}
        <PaymentProviderSection settings={settings} owner={owner} />
        {settings === null ? null : (
          <>
            <Divider />
            <PaymentOptionsForm settings={settings} owner={owner} />
          </>
        )}
      </Stack>
    </>
  );
}
