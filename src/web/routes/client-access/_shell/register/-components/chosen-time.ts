import type { Words } from '@shared/i18n/words.ts';
import type { BookedPayment, BookedPlace } from '@/features/registration/booked-place';
import { isolate } from '@/features/registration/bidi';
import type { FreeTime } from '@/features/registration/bookable-days';
import { cancellationTerms } from '@/features/registration/cancellation-terms';
import type { BookingPolicy, OfferedOption, OfferedService } from '@/features/registration/queries';
import type { Tenant } from '@/features/tenancy/queries';

/** A private appointment's chosen time, as its check step and its confirmation tell it. */
export interface ChosenTime {
  what: string;
  startsAt: string;
  endsAt: string;
  /** Null when the time's staff member is not among the service's (it never is, but typed). */
  staffName: string | null;
  /** The cancellation policy in words. */
  cancellation: string;
}

export function chosenTime(
  service: OfferedService,
  option: OfferedOption,
  slot: FreeTime,
  policy: BookingPolicy,
  tenant: Tenant,
  words: Words,
): ChosenTime {
  const minutes = option.duration_minutes ?? service.duration_minutes;
  return {
    what: words.formatMessage(
      { id: 'register.serviceAndOption' },
      { service: service.name, option: isolate(option.name, words) },
    ),
    startsAt: slot.starts_at,
    endsAt: new Date(Date.parse(slot.starts_at) + minutes * 60_000).toISOString(),
    staffName: service.staff.find((member) => member.id === slot.staff_id)?.display_name ?? null,
    cancellation: cancellationTerms(
      {
        startsAt: slot.starts_at,
        windowMinutes: service.cancellation_window_minutes ?? policy.cancellation_window_minutes,
        feeMinor: policy.late_cancel_fee_minor,
        currency: tenant.currency,
        zone: tenant.time_zone,
        returns: 'money',
        priceMinor: option.price_minor,
      },
      words,
    ).join(' '),
  };
}

/** The appointment booked at the chosen time, confirmed, as the confirmation tells it. */
export function bookedAppointment(
  time: ChosenTime,
  placeId: string,
  payment: BookedPayment,
): BookedPlace {
  return {
    ...time,
    place: { id: placeId, status: 'confirmed', waitlist_position: null },
    kind: 'appointment',
    location: null,
    payment,
  };
}
