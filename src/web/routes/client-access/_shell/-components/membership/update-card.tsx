import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { CardEntry } from '@/features/payments/card-entry';
import { openCardUpdate } from '@/features/payments/mutations';
import { OpenedOnce } from '@/features/payments/opened-once';
import { PaymentProgress } from '@/features/payments/payment-progress';
import { ownMembershipsQuery, type OwnMembership } from '@/features/registration/queries';
import { formatMoney } from '@/features/tenancy/format-money';
import { ActionDone, ActionPanel, type ActionProps } from './action-panel';

/**
 * A member's new card (issue 35, point 4): the server opens a payment of what is overdue,
 * charged at once, or a card saved alone when nothing is owed; either way the renewals use it
 * from then on. Once the card goes through, the membership is read again until the webhook has
 * recorded the payment, so its standing (active again) shows without a reload.
 */
export function UpdateCard({ membership, onClose }: ActionProps) {
  const intl = useIntl();
  const { tenant } = useClientProfile();
  const { supabase, apiUrl } = useRouteContext({
    from: '__root__',
    select: (context) => ({ supabase: context.supabase, apiUrl: context.config.supabaseUrl }),
  });
  const [done, setDone] = useState(false);
  return (
    <ActionPanel title={intl.formatMessage({ id: 'membership.updateCardTitle' })}>
      <OpenedOnce
        open={() =>
          openCardUpdate(supabase, apiUrl, { tenantId: tenant.id, subscriptionId: membership.id })
        }
      >
        {(intent) =>
          done ? (
            <Recorded membership={membership} onClose={onClose} />
          ) : (
            <>
              <Text size="sm">
                {intl.formatMessage({
                  id:
                    intent.kind === 'payment'
                      ? 'membership.updateCardPay'
                      : 'membership.updateCardSave',
                })}
              </Text>
              <CardEntry
                tenantId={tenant.id}
                intent={intent}
                savesCard
                payLabel={
                  intent.kind === 'payment'
                    ? intl.formatMessage(
                        { id: 'money.payAmount' },
                        { amount: formatMoney(intent.amount_minor, intent.currency, intl.locale) },
                      )
                    : intl.formatMessage({ id: 'membership.saveCard' })
                }
                onPaid={() => setDone(true)}
              />
            </>
          )
        }
      </OpenedOnce>
    </ActionPanel>
  );
}

/** The card went through: waits for the webhook to settle what was owed, then says so. */
function Recorded({ membership, onClose }: ActionProps) {
  const intl = useIntl();
  const { id, tenant } = useClientProfile();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const settled = (rows: OwnMembership[] | undefined) =>
    rows?.find((row) => row.id === membership.id)?.overdue_minor === 0;
  const { data } = useQuery({
    ...ownMembershipsQuery(supabase, tenant.id, id),
    refetchInterval: (query) => (settled(query.state.data) ? false : 1000),
  });
  if (!settled(data))
    return <PaymentProgress>{intl.formatMessage({ id: 'membership.activating' })}</PaymentProgress>;
  return (
    <ActionDone news={intl.formatMessage({ id: 'membership.cardUpdated' })} onClose={onClose} />
  );
}
