import { createFileRoute } from '@tanstack/react-router';
import { SectionHeader } from '../../../../../../components/section-header';

export const Route = createFileRoute('/t/_shell/clients/$clientId/transactions/')({
  component: ClientTransactions,
});

function ClientTransactions() {
  return (
    <SectionHeader title="Transactions">
      This client's ledger of charges, payments, refunds and credits, where you record a payment or
      a refund.
    </SectionHeader>
  );
}
