import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { formatMoney } from '../tenancy/format-money';
import { CardEntry } from './card-entry';
import type { OpenedPayment, PaymentPurpose } from './card-payment';
import { openCardPayment } from './mutations';
import { OpenedOnce } from './opened-once';

/**
 * Opens a card payment for what the client owes for something (the server says how much) and
 * shows the card form for it; tells `onPaid` once the card is charged. What it paid for is
 * confirmed by the provider's webhook, which the caller waits for.
 */
export function PayByCard({
  tenantId,
  clientId,
  paid,
  savesCard,
  onPaid,
}: {
  tenantId: string;
  clientId: string;
  paid: PaymentPurpose;
  /** The server saves the card for later whatever the person chooses (a membership's). */
  savesCard?: boolean;
  onPaid: (payment: OpenedPayment) => void;
}) {
  const intl = useIntl();
  const { supabase, apiUrl } = useRouteContext({
    from: '__root__',
    select: (context) => ({ supabase: context.supabase, apiUrl: context.config.supabaseUrl }),
  });
  return (
    <OpenedOnce open={() => openCardPayment(supabase, apiUrl, { tenantId, clientId }, paid)}>
      {(payment) => (
        <CardEntry
          tenantId={tenantId}
          intent={{ kind: 'payment', ...payment }}
          savesCard={savesCard}
          payLabel={intl.formatMessage(
            { id: 'money.payAmount' },
            { amount: formatMoney(payment.amount_minor, payment.currency, intl.locale) },
          )}
          onPaid={() => onPaid(payment)}
        />
      )}
    </OpenedOnce>
  );
}
