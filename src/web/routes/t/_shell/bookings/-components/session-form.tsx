import { useForm } from '@mantine/form';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { BookingForm } from '@/features/bookings/booking-form';
import { scheduleSession } from '@/features/bookings/mutations';
import {
  CapacityAndRoomFields,
  DayAndStartFields,
} from '@/features/bookings/session-detail-fields';
import { sessionRules } from '@/features/bookings/session-rules';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { localDate, zonedInstant } from '@/features/tenancy/zoned-time';
import {
  initialSessionBasics,
  ServiceAndInstructorFields,
  sessionBasicsRules,
  sessionRefusals,
} from './session-fields';
import { useNewBookingSubmit, type NewBookingProps } from './use-new-booking-submit';

/** A one-off group session: service, instructor, start in the business's zone, capacity, room. */
export function SessionForm({ catalogue, onDone }: NewBookingProps) {
  const { tenant } = useMembership();
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const form = useForm({
    initialValues: { ...initialSessionBasics(catalogue), date: localDate(tenant.time_zone) },
    validate: { ...sessionBasicsRules(intl), date: sessionRules(intl).date },
  });
  const startsAt = (values: typeof form.values) =>
    zonedInstant(tenant.time_zone, values.date, values.time);
  const write = useNewBookingSubmit(form, onDone, {
    fields: sessionRefusals,
    send: (values) => scheduleSession(supabase, { ...values, startsAt: startsAt(values) }),
    saved: (_, values) => ({
      title: intl.formatMessage({ id: 'bookings.sessionScheduled' }),
      message: intl.formatMessage(
        { id: 'bookings.sessionScheduledMessage' },
        {
          service: catalogue.services.find((s) => s.id === values.serviceId)?.name ?? '',
          when: formatDateTime(startsAt(values), tenant.time_zone, intl.locale),
        },
      ),
    }),
    shown: (booking) => ({
      to: '/t/bookings/$bookingId/overview/',
      params: { bookingId: booking.id },
    }),
  });

  return (
    <BookingForm
      aria-label={intl.formatMessage({ id: 'bookings.newGroupSession' })}
      action={intl.formatMessage({ id: 'bookings.scheduleSession' })}
      {...write}
    >
      <ServiceAndInstructorFields catalogue={catalogue} form={form} />
      <DayAndStartFields form={form} zone={tenant.time_zone} />
      <CapacityAndRoomFields form={form} required />
    </BookingForm>
  );
}
