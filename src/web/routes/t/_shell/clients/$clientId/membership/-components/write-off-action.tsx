import { Text, Textarea } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { retryRenewal, writeOffRenewal } from '@/features/memberships/mutations';
import type { ClientSubscription } from '@/features/memberships/queries';
import { formatMoney } from '@/features/tenancy/format-money';
import { useMembership } from '@/features/tenancy/use-tenant';
import { ActionModal } from './action-modal';

/** What staff do about an unpaid renewal: try the saved card now, or write the amount off. */
export function UnpaidRenewalActions({ subscription }: { subscription: ClientSubscription }) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const [note, setNote] = useState('');
  const amount = formatMoney(subscription.overdue_minor, subscription.currency, intl.locale);
  return (
    <>
      {subscription.pays_by === 'card' && (
        <ActionModal
          label={intl.formatMessage({ id: 'memberships.retryNow' })}
          variant="filled"
          title={intl.formatMessage({ id: 'memberships.retryNow' })}
          confirm={intl.formatMessage({ id: 'memberships.retryNow' })}
          act={async () => {
            await retryRenewal(supabase, tenant.id, subscription.id);
            return intl.formatMessage({ id: 'memberships.retried' });
          }}
        >
          <Text size="sm">
            {intl.formatMessage({ id: 'memberships.unpaidAmount' }, { amount })}
          </Text>
        </ActionModal>
      )}
      <ActionModal
        label={intl.formatMessage({ id: 'memberships.writeOff' })}
        color="red"
        title={intl.formatMessage({ id: 'memberships.writeOffTitle' }, { amount })}
        confirm={intl.formatMessage({ id: 'memberships.writeOff' })}
        act={async () => {
          await writeOffRenewal(supabase, tenant.id, subscription.id, note);
          return intl.formatMessage({ id: 'memberships.writtenOff' });
        }}
      >
        <Text size="sm">{intl.formatMessage({ id: 'memberships.writeOffText' })}</Text>
        <Textarea
          label={intl.formatMessage({ id: 'memberships.writeOffNote' })}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
      </ActionModal>
    </>
  );
}
