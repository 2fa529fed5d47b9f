import { Button, Radio, Stack, Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import { paymentKindWords, paymentKinds, paymentWays } from '@/features/payments/payment-kinds';
import { savePaymentOptions } from '@/features/payments/mutations';
import { paymentKeys, type PaymentSettings } from '@/features/payments/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

/** For each kind of option, online when booking or buying, or at the desk too; and fees. */
export function PaymentOptionsForm({
  settings,
  owner,
}: {
  settings: PaymentSettings;
  owner: boolean;
}) {
  const { formatMessage } = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const [ways, setWays] = useState(() => paymentWays(settings.pay_online));
  const [fees, setFees] = useState(settings.fees_to_saved_card);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await savePaymentOptions(supabase, tenant.id, ways, fees);
      await queryClient.invalidateQueries({ queryKey: paymentKeys.settings(tenant.id) });
      notifySaved(formatMessage({ id: 'settings.paymentChoicesSaved' }));
    } catch (error) {
      notifyFailed(error, formatMessage({ id: 'settings.paymentChoicesNotSaved' }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <SectionHeader title={formatMessage({ id: 'settings.payOnlineTitle' })}>
        <FormattedMessage id="settings.payOnlineIntro" />
      </SectionHeader>
      {paymentKinds.map((kind) => (
        <Radio.Group
          key={kind}
          label={formatMessage({ id: paymentKindWords[kind] })}
          value={ways[kind]}
          onChange={(value) =>
            setWays((current) => ({ ...current, [kind]: value === 'online' ? 'online' : 'desk' }))
          }
        >
          <Stack gap={6} mt={6}>
            <Radio
              value="online"
              label={formatMessage({ id: 'settings.paidOnline' })}
              disabled={!owner}
            />
            <Radio
              value="desk"
              label={formatMessage({ id: 'settings.onlineOrAtDesk' })}
              disabled={!owner}
            />
          </Stack>
        </Radio.Group>
      ))}
      <Switch
        label={formatMessage({ id: 'settings.feesToSavedCard' })}
        description={formatMessage({ id: 'settings.feesToSavedCardHint' })}
        checked={fees}
        disabled={!owner}
        onChange={(event) => setFees(event.currentTarget.checked)}
      />
      {owner ? (
        <Button onClick={() => void save()} loading={saving} style={{ alignSelf: 'flex-start' }}>
          <FormattedMessage id="settings.savePaymentChoices" />
        </Button>
      ) : null}
    </Stack>
  );
}
