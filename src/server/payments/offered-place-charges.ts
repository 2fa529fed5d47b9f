import type { Logger } from 'pino';
import Stripe from 'stripe';
import type { Database } from '../db/database.ts';
import { openPayment } from './open-payment.ts';
import { loadAccount } from './payment-accounts.ts';
import { customerOf } from './payment-customers.ts';
import { providerClient } from './provider-client.ts';
import type { SecretBox } from './secret-box.ts';
import type { SendRequest } from './test-provider/webhook-sender.ts';

type Services = { db: Database; box: SecretBox; send: SendRequest };
type Claimed = { tenant_id: string; enrollment_id: string; client_id: string };

/**
 * Charges the places offered from 'auto' waitlists that must be paid by card to the client's
 * saved card, off-session (decision 0043): each offer once (payments.claim_offer_charges). The
 * provider's webhook then confirms the place as for any card payment; a card declined, or no
 * saved card, leaves the offer open for the client to pay for it, as its message says.
 * Answers how many cards were charged.
 */
export async function chargeOfferedPlaces(services: Services, logger: Logger): Promise<number> {
  const { rows } = await services.db.query<Claimed>(
    'select tenant_id, enrollment_id, client_id from payments.claim_offer_charges()',
  );
  let charged = 0;
  for (const offer of rows) {
    try {
      if (await chargeOffer(services, offer)) charged += 1;
    } catch (error) {
      const declined = error instanceof Stripe.errors.StripeCardError;
      // Declined or not, the offer stays open: the client pays for it on its screen.
      logger[declined ? 'info' : 'warn'](
        { err: error, tenant: offer.tenant_id, enrollment: offer.enrollment_id },
        'an offered place was not charged to the saved card',
      );
    }
  }
  return charged;
}

async function chargeOffer({ db, box, send }: Services, offer: Claimed): Promise<boolean> {
  const account = await loadAccount(db, box, offer.tenant_id);
  const customer = await customerOf(db, offer.tenant_id, offer.client_id);
  if (account === null || customer === null) return false;
  const stripe = providerClient(account, send);
  const [card] = (await stripe.paymentMethods.list({ customer, type: 'card', limit: 1 })).data;
  if (card === undefined) return false;
  const opened = await openPayment(db, box, send, {
    tenantId: offer.tenant_id,
    clientId: offer.client_id,
    purpose: 'enrollment',
    enrollmentId: offer.enrollment_id,
  });
  await stripe.paymentIntents.confirm(opened.providerPaymentId, {
    payment_method: card.id,
    off_session: true,
  });
  return true;
}
