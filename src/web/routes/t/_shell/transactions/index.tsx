import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '../../../../components/screen-header';

export const Route = createFileRoute('/t/_shell/transactions/')({
  component: Transactions,
});

function Transactions() {
  return (
    <ScreenHeader title="Transactions">
      The business ledger of charges, payments, refunds and credits, with filters, totals and
      export.
    </ScreenHeader>
  );
}
