import type { Supabase } from '@/supabase';
import { enroll } from '../bookings/mutations';
import { dataOf } from '../data/data-error';
import type { PaymentChoice } from './payment-choices';

// The client's own bookings are the bookings feature's writes (enroll, book_private,
// accept_offer); what only the client's registration does lives here.

/** A pack or pass the client buys for themself, charged to their account. */
export function purchaseOption(
  supabase: Supabase,
  tenantId: string,
  clientId: string,
  optionId: string,
) {
  return dataOf(
    supabase.rpc('purchase_option', {
      tenant_id: tenantId,
      client_id: clientId,
      option_id: optionId,
    }),
  );
}

/**
 * The client's place in a group session paid the way chosen: a pack they lack is bought first,
 * then the place is taken, or the waitlist joined when the session is full.
 */
export async function takeGroupPlace(
  supabase: Supabase,
  place: {
    tenantId: string;
    clientId: string;
    bookingId: string;
    paid: PaymentChoice;
    idempotencyKey: string;
  },
) {
  const optionId = place.paid.option.id;
  if (place.paid.way === 'buy') {
    await purchaseOption(supabase, place.tenantId, place.clientId, optionId);
  }
  return enroll(supabase, {
    bookingId: place.bookingId,
    optionId,
    idempotencyKey: place.idempotencyKey,
  });
}
