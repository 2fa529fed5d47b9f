import type { Supabase } from '@/supabase';
import { z } from 'zod';
import { dataOf } from '../data/data-error';
import type { AttendanceStatus } from './places';

// The bookings' writes, each an RPC: the database checks clashes, capacity, credits and the
// cancellation policy in one transaction (db/functions/public) and refuses with a stable code,
// which the forms show beside the field it names (rpc-errors). Staff and clients call the same
// functions; the database tells them apart by the caller, so each function here serves both.

/** Who teaches, how many fit and where, as the functions that schedule and move sessions take it. */
interface SessionDetails {
  /** '' for no instructor. */
  staffId: string;
  capacity: number;
  location: string;
}

const detailArgs = (details: SessionDetails) => ({
  staff_id: details.staffId || null,
  capacity: details.capacity,
  location: details.location,
});

export function scheduleSession(
  supabase: Supabase,
  session: SessionDetails & { serviceId: string; startsAt: Date },
) {
  const args = { service_id: session.serviceId, starts_at: session.startsAt.toISOString() };
  return dataOf(supabase.rpc('schedule_session', { ...args, ...detailArgs(session) }));
}

/** Sessions on the chosen weekdays (1 is Monday) between two local days: all of them or none. */
export function scheduleSeries(
  supabase: Supabase,
  series: SessionDetails & {
    serviceId: string;
    weekdays: number[];
    time: string;
    firstDay: string;
    lastDay: string;
  },
) {
  return dataOf(
    supabase.rpc('schedule_series', {
      service_id: series.serviceId,
      weekdays: series.weekdays,
      local_start: series.time,
      first_day: series.firstDay,
      last_day: series.lastDay,
      ...detailArgs(series),
    }),
  );
}

/** Moves a booking (keeping its length), or changes its instructor, capacity or room. */
export function rescheduleBooking(
  supabase: Supabase,
  bookingId: string,
  change: SessionDetails & { startsAt: Date },
) {
  return dataOf(
    supabase.rpc('reschedule_booking', {
      booking_id: bookingId,
      starts_at: change.startsAt.toISOString(),
      ...detailArgs(change),
      // No instructor is null, which the argument accepts though the generated type cannot say.
      staff_id: (change.staffId || null) as string,
    }),
  );
}

/**
 * A place in a group session, paid with the option; the client's own when clientId is left
 * out. The same idempotency key finds the first answer again instead of booking twice.
 */
export function enroll(
  supabase: Supabase,
  place: {
    bookingId: string;
    optionId: string;
    clientId?: string | null;
    idempotencyKey?: string;
  },
) {
  return dataOf(
    supabase.rpc('enroll', {
      booking_id: place.bookingId,
      option_id: place.optionId,
      client_id: place.clientId,
      idempotency_key: place.idempotencyKey,
    }),
  );
}

/** A private appointment at a free time; the client's own when clientId is left out. */
export function bookPrivate(
  supabase: Supabase,
  appointment: {
    serviceId: string;
    optionId: string;
    startsAt: string;
    staffId: string;
    clientId?: string | null;
    idempotencyKey: string;
    /** Held for 15 minutes while the client pays by card (the business asks for it). */
    holdForCard?: boolean;
  },
) {
  return dataOf(
    supabase.rpc('book_private', {
      hold_for_card: appointment.holdForCard ?? false,
      service_id: appointment.serviceId,
      option_id: appointment.optionId,
      starts_at: appointment.startsAt,
      staff_id: appointment.staffId,
      client_id: appointment.clientId,
      idempotency_key: appointment.idempotencyKey,
    }),
  );
}

/** A place offered from the waitlist (the "offer" mode), taken. */
export function acceptOffer(supabase: Supabase, enrollmentId: string) {
  return dataOf(supabase.rpc('accept_offer', { enrollment_id: enrollmentId }));
}

/** Cancels one place under the cancellation policy (cancellation_preview says what it does). */
export function cancelEnrollment(supabase: Supabase, enrollmentId: string) {
  return dataOf(supabase.rpc('cancel_enrollment', { enrollment_id: enrollmentId }));
}

export function checkIn(supabase: Supabase, enrollmentId: string, status: AttendanceStatus) {
  return dataOf(supabase.rpc('check_in', { enrollment_id: enrollmentId, status }));
}

const cancelResult = z.object({
  places_cancelled: z.number(),
  credits_returned: z.number(),
  money_returned_minor: z.number(),
  currency: z.string(),
});

/** Cancels a whole session; everyone in it gets back what their place cost. */
export async function cancelBooking(supabase: Supabase, bookingId: string, reason: string) {
  const result = await dataOf(
    supabase.rpc('cancel_booking', { booking_id: bookingId, reason: reason.trim() }),
  );
  return cancelResult.parse(result);
}

/** What rpc/cancel_booking returns. */
export type CancelResult = z.infer<typeof cancelResult>;
