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

/**
 * A newcomer's way in from the booking page: a 6-digit code emailed to them, which makes their
 * account when the address is new (with the name they gave) and signs them in when it is not.
 */
export function emailBookingCode(supabase: Supabase, email: string, fullName: string) {
  return supabase.auth.signInWithOtp({
    email,
    options: { shouldCreateUser: true, data: { full_name: fullName } },
  });
}

/** The emailed code, which signs the newcomer in. */
export function verifyBookingCode(supabase: Supabase, email: string, code: string) {
  return supabase.auth.verifyOtp({ email, token: code, type: 'email' });
}

/**
 * The signed-in person becomes a client of the business (or keeps the record they have there),
 * with the name and, when given, the phone number they typed on the booking page.
 */
export async function becomeClient(
  supabase: Supabase,
  business: { id: string; slug: string },
  details: { fullName: string; phone: string },
) {
  const joined = await dataOf(
    supabase.rpc('join_tenant', { slug: business.slug, full_name: details.fullName.trim() }),
  );
  if (details.phone.trim() === '') return joined;
  return dataOf(
    supabase.rpc('update_own_profile', {
      tenant_id: business.id,
      full_name: details.fullName.trim() || joined.full_name,
      phone: details.phone.trim(),
      birth_date: joined.birth_date ?? undefined,
    }),
  );
}

/**
 * The client joins a plan (issue 35, point 2): a pending membership, paid by card, which its
 * first payment makes live. `consent` is the client's agreement to be charged again without
 * being there; joining again before paying answers the same pending membership.
 */
export function joinPlan(
  supabase: Supabase,
  joining: { tenantId: string; clientId: string; planId: string },
) {
  return dataOf(
    supabase.rpc('join_plan', {
      tenant_id: joining.tenantId,
      client_id: joining.clientId,
      plan_id: joining.planId,
      consent: true,
    }),
  );
}

/** The client's place in a group session, paid with a class of their membership. */
export function enrollWithMembership(
  supabase: Supabase,
  place: { bookingId: string; subscriptionId: string; idempotencyKey: string },
) {
  return dataOf(
    supabase.rpc('enroll', {
      booking_id: place.bookingId,
      subscription_id: place.subscriptionId,
      idempotency_key: place.idempotencyKey,
    }),
  );
}

/** A freeze of the client's membership from one local day to another (ends_on excluded). */
export function freezeMembership(
  supabase: Supabase,
  freeze: { subscriptionId: string; startsOn: string; endsOn: string },
) {
  return dataOf(
    supabase.rpc('freeze_subscription', {
      subscription_id: freeze.subscriptionId,
      starts_on: freeze.startsOn,
      ends_on: freeze.endsOn,
    }),
  );
}

/** Cancels the membership: it ends when its notice and minimum term allow (`ends_at`). */
export function cancelMembership(supabase: Supabase, subscriptionId: string) {
  return dataOf(supabase.rpc('cancel_subscription', { subscription_id: subscriptionId }));
}

/** Undoes a cancellation not yet in effect. */
export function keepMembership(supabase: Supabase, subscriptionId: string) {
  return dataOf(supabase.rpc('keep_subscription', { subscription_id: subscriptionId }));
}
