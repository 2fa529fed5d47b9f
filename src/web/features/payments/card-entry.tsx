import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { OpenedIntent } from './card-payment';
import { TestCardForm } from './test-card-form';

export interface CardEntryProps {
  /** The business paid, whose server-side payment the Stripe form may change (card saving). */
  tenantId: string;
  /** A payment, or a card saved alone (a member's new card when nothing is owed). */
  intent: OpenedIntent;
  /** The button's words: "Pay £15.00", "Save card". */
  payLabel: string;
  /**
   * The server saves the card whatever the person chooses (a membership's, for its renewals):
   * no choice to offer.
   */
  savesCard?: boolean;
  /** Told once the provider says the card was charged or saved (the webhook follows). */
  onPaid: () => void;
}

// Stripe.js loads from js.stripe.com at run time, so its form is its own chunk, fetched only
// when a business on real Stripe takes a payment.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/**
 * Where a client types their card (docs/decisions/0040): one component, two implementations,
 * chosen by the provider of the payment the server opened. Real Stripe gets Stripe's own
 * Payment Element; the embedded test provider gets our own form, which confirms the payment
 * at the test provider the way Stripe.js confirms it at Stripe.
 */
export function CardEntry(props: CardEntryProps) {
  const intl = useIntl();
  if (props.intent.provider === 'test') return <TestCardForm {...props} />;
  return (
    <Suspense
      fallback={
        <Loader size="sm" aria-label={intl.formatMessage({ id: 'money.loadingCardForm' })} />
      }
    >
      <StripeCardForm {...props} />
    </Suspense>
  );
}
