import { Button, Modal, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { refreshClients } from '@/features/clients/mutations';
import { chargeSavedCard } from '@/features/payments/mutations';
import { paymentSettingsQuery } from '@/features/payments/queries';
import { savedCardsQuery } from '@/features/payments/saved-cards';
import { minorToText } from '@/features/settings/policy-values';
import { formatMoney } from '@/features/tenancy/format-money';
import { useMembership } from '@/features/tenancy/use-tenant';
import { MoneyEntryForm } from './money-entry-form';

/**
 * "Charge … to Visa ending 4242": what the client owes (late-cancel and no-show fees among
 * it), or the part of it staff choose, taken from the card they saved, where the business
 * allows fees to go to saved cards (Settings › Payments). A declined card is said beside the
 * amount, and the amount stays owed.
 */
export function ChargeSavedCardButton({ clientId, owed }: { clientId: string; owed: number }) {
  const { supabase, apiUrl } = useRouteContext({
    from: '__root__',
    select: (context) => ({ supabase: context.supabase, apiUrl: context.config.supabaseUrl }),
  });
  const intl = useIntl();
  const { tenant } = useMembership();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const settings = useQuery(paymentSettingsQuery(supabase, tenant.id));
  const allowed = settings.data?.fees_to_saved_card === true && owed > 0;
  const cards = useQuery({
    ...savedCardsQuery(supabase, apiUrl, tenant.id, clientId),
    enabled: allowed,
  });
  const card = cards.data?.[0];
  if (!allowed || card === undefined) return null;
  const money = (minor: number) => formatMoney(minor, tenant.currency, intl.locale);
  const cardName = intl.formatMessage(
    { id: 'clients.cardEnding' },
    { brand: card.brand.charAt(0).toUpperCase() + card.brand.slice(1), last4: card.last4 },
  );
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        <FormattedMessage
          id="clients.chargeOwed"
          values={{ amount: money(owed), card: cardName }}
        />
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'clients.close' }) }}
        title={intl.formatMessage({ id: 'clients.chargeCardTitle' }, { card: cardName })}
      >
        {opened && (
          <MoneyEntryForm
            name={intl.formatMessage({ id: 'clients.chargeSavedCard' })}
            intro={
              <Text size="sm">
                <FormattedMessage id="clients.chargeIntro" values={{ amount: money(owed) }} />
              </Text>
            }
            initialAmount={minorToText(owed, tenant.currency)}
            most={{ minor: owed, tooMuch: 'clients.chargeTooMuch' }}
            askMethod={false}
            submit={{ label: intl.formatMessage({ id: 'clients.chargeCard' }) }}
            save={async ({ minor }) => {
              await chargeSavedCard(supabase, apiUrl, { tenantId: tenant.id, clientId, minor });
              // The payment reaches the ledger with the provider's webhook, a moment later.
              setTimeout(() => void refreshClients(queryClient, tenant.id), 1000);
            }}
            outcome={{
              done: ({ minor }) =>
                intl.formatMessage({ id: 'clients.cardCharged' }, { amount: money(minor) }),
              failed: intl.formatMessage({ id: 'clients.cardNotCharged' }),
            }}
            refusalBesideAmount
            onDone={() => setOpened(false)}
          />
        )}
      </Modal>
    </>
  );
}
