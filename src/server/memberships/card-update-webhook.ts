import type Stripe from 'stripe';

/**
 * The card a provider event saved for a membership's renewals, with its customer: a SetupIntent
 * that succeeded (a member's new card, nothing owed), or a membership's payment that saved its
 * card for off-session use (joining, or an overdue renewal paid with a new card). A renewal the
 * billing worker charged saves nothing new: undefined.
 */
export function savedMembershipCard(
  event: Stripe.Event,
): { customer: string; card: string } | undefined {
  const object = event.data.object as {
    customer?: unknown;
    payment_method?: unknown;
    setup_future_usage?: unknown;
    metadata?: Record<string, string>;
  };
  const saves =
    event.type === 'setup_intent.succeeded'
      ? object.metadata?.subscription_id !== undefined
      : event.type === 'payment_intent.succeeded' &&
        object.setup_future_usage === 'off_session' &&
        ['membership', 'renewal'].includes(object.metadata?.purpose ?? '');
  if (!saves || typeof object.customer !== 'string' || typeof object.payment_method !== 'string')
    return undefined;
  return { customer: object.customer, card: object.payment_method };
}

/**
 * Keeps only the card a member just saved: the others are detached at the provider, so the
 * card renewals charge (the customer's first listed) is the new one.
 */
export async function keepOnlyCard(
  stripe: Stripe,
  saved: { customer: string; card: string },
): Promise<void> {
  const cards = await stripe.paymentMethods.list({
    customer: saved.customer,
    type: 'card',
    limit: 100,
  });
  for (const card of cards.data)
    if (card.id !== saved.card) await stripe.paymentMethods.detach(card.id);
}
