import { Button, Radio, Stack, Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
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
      notifySaved('Saved: clients see these choices when they next book.');
    } catch (error) {
      notifyFailed(error, 'Not saved');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <SectionHeader title="What clients pay online">
        A kind paid online is paid by card when the client books or buys it; their place is held for
        them while they pay, and they cannot book it to pay later. The others may also be paid at
        the desk. Your team can still book and sell anything for a client at the desk.
      </SectionHeader>
      {paymentKinds.map((kind) => (
        <Radio.Group
          key={kind}
          label={intl.formatMessage({ id: paymentKindWords[kind] })}
          value={ways[kind]}
          onChange={(value) =>
            setWays((current) => ({ ...current, [kind]: value === 'online' ? 'online' : 'desk' }))
          }
        >
          <Stack gap={6} mt={6}>
            <Radio value="online" label="Paid online when booked or bought" disabled={!owner} />
            <Radio value="desk" label="Online or at the desk" disabled={!owner} />
          </Stack>
        </Radio.Group>
      ))}
      <Switch
        label="Charge late-cancel and no-show fees to the client’s saved card"
        description="When a client with a saved card cancels late or is marked as not come, the fee is charged to that card straight away and shows as a card payment in their transactions. If the card is declined, the fee stays owed and the client is emailed to pay it. You can also charge what a client owes to their card from their Transactions."
        checked={fees}
        disabled={!owner}
        onChange={(event) => setFees(event.currentTarget.checked)}
      />
      {owner ? (
        <Button onClick={() => void save()} loading={saving} style={{ alignSelf: 'flex-start' }}>
          Save payment choices
        </Button>
      ) : null}
    </Stack>
  );
}
