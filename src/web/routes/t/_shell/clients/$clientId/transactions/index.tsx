import { Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { SectionHeader } from '@/components/section-header';
import { BalanceText } from '@/features/clients/balance-text';
import { ledgerLines } from '@/features/clients/ledger-lines';
import { clientLedgerQuery, clientQuery } from '@/features/clients/queries';
import { ZoneNoteText } from '@/features/clients/zone-note-text';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { LedgerTable } from './-components/ledger-table';
import { ChargeSavedCardButton } from './-components/charge-saved-card-button';
import { RecordPaymentButton } from './-components/record-payment-button';

export const Route = createFileRoute('/t/_shell/clients/$clientId/transactions/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      clientLedgerQuery(context.supabase, context.membership.tenant.id, params.clientId),
    ),
  component: ClientTransactions,
});

function ClientTransactions() {
  const intl = useIntl();
  const { clientId } = Route.useParams();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { tenant, role } = useMembership();
  const { data: client } = useSuspenseQuery(clientQuery(supabase, tenant.id, clientId));
  const { data: ledger } = useSuspenseQuery(clientLedgerQuery(supabase, tenant.id, clientId));
  const balance = client?.balance_minor ?? 0;
  const lines = ledgerLines(ledger.rows, balance);
  const mayRecord = may(role, 'record_money');

  return (
    <Stack gap="lg">
      <SectionHeader title={intl.formatMessage({ id: 'clients.transactionsTitle' })}>
        {intl.formatMessage({ id: 'clients.transactionsIntro' })}
      </SectionHeader>
      <Group justify="space-between">
        <Group gap="xs">
          <Text fw={500}>
            <FormattedMessage id="clients.balanceNow" />
          </Text>
          <BalanceText minor={balance} currency={tenant.currency} />
        </Group>
        {mayRecord && (
          <Group gap="sm" align="flex-start">
            <ChargeSavedCardButton clientId={clientId} owed={balance < 0 ? -balance : 0} />
            <RecordPaymentButton
              clientId={clientId}
              clientName={client?.full_name ?? ''}
              owed={balance < 0 ? -balance : 0}
            />
          </Group>
        )}
      </Group>
      {!mayRecord && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="clients.moneyReadOnly" />
        </Text>
      )}
      {lines.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="clients.noTransactions" />
        </Text>
      ) : (
        <>
          <ZoneNoteText zone={tenant.time_zone} />
          <LedgerTable lines={lines} mayRefund={mayRecord} />
          {ledger.total > ledger.rows.length && (
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="clients.ledgerShowingLatest"
                values={{ shown: ledger.rows.length, total: ledger.total }}
              />
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
